import type { PlanType } from '@resumerank/contract/plan-catalog';
import type { Database } from '../../db/database';

/**
 * The plan whose limits apply to a user. Every account starts on Free; paid plans come from
 * the subscription, which the billing feature adds.
 */
export async function planForUser(_db: Database, _userId: string): Promise<PlanType> {
  return 'FREE';
}
