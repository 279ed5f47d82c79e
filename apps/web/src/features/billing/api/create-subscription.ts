import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { apiClient } from '../../../lib/api-client';

export interface CreateSubscriptionAnswer {
  subscription: Subscription;
  /** Present only when the first payment needs the card holder's confirmation. */
  client_secret: string | null;
}

/** POST /payments/create-subscription. */
export async function createSubscription(input: {
  plan_type: PlanType;
  payment_method_id: string;
}): Promise<CreateSubscriptionAnswer> {
  const res = await apiClient.post<CreateSubscriptionAnswer>(
    '/payments/create-subscription',
    input,
  );
  return res.data;
}
