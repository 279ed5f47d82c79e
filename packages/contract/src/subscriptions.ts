import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { plan, planType } from './plans';
import { timestamp } from './common';

const TAG = 'Subscriptions';

export const subscriptionStatus = z.enum(['active', 'canceled', 'past_due', 'unpaid']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const subscription = z.object({
  plan_type: planType,
  status: subscriptionStatus,
  current_period_start: timestamp.nullable(),
  current_period_end: timestamp.nullable(),
  cancel_at_period_end: z.boolean(),
  scheduled_plan_change: planType.nullable(),
  scheduled_change_date: timestamp.nullable(),
  stripe_subscription_id: z.string().nullable(),
  stripe_customer_id: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

export const planChange = z.object({
  id: z.string(),
  from_plan: planType,
  to_plan: planType,
  created_at: timestamp,
  change_type: z.enum(['upgrade', 'downgrade', 'cancel', 'reactivate', 'new', 'renewal']),
  is_immediate: z.boolean(),
  prorated_amount_cents: z.number().int().nullable(),
});
export type PlanChange = z.infer<typeof planChange>;

/** Words the client maps to SPEC.md 8's plan-change toasts. */
export const planChangeErrorWords = {
  sameDay: 'same_day_change',
  activeSubscription: 'active_subscription_exists',
  scheduled: 'scheduled_change_exists',
} as const;

export const plansAnswer = z.object({ plans: z.array(plan) });
export const currentSubscriptionAnswer = z.object({ subscription });

export const updateSubscriptionRequest = z.object({
  new_plan_type: planType,
  prorate: z.boolean().default(true),
});
export const updateSubscriptionAnswer = z.object({
  message: z.string(),
  subscription,
  scheduled_change_date: timestamp.nullable(),
  prorated_amount_cents: z.number().int().nullable(),
});

export const cancelSubscriptionRequest = z.object({ at_period_end: z.boolean().default(true) });
export const subscriptionMessageAnswer = z.object({ message: z.string(), subscription });
export const historyAnswer = z.object({ changes: z.array(planChange) });

export const plansEndpoint = defineEndpoint({
  id: 'subscriptions.plans',
  method: 'GET',
  path: '/subscriptions/plans',
  summary: 'The plans for sale',
  tag: TAG,
  auth: false,
  responses: { 200: plansAnswer },
});

export const currentSubscriptionEndpoint = defineEndpoint({
  id: 'subscriptions.current',
  method: 'GET',
  path: '/subscriptions/current',
  summary: "The signed-in user's subscription",
  tag: TAG,
  auth: true,
  responses: { 200: currentSubscriptionAnswer },
  errors: [401],
});

export const updateSubscriptionEndpoint = defineEndpoint({
  id: 'subscriptions.update',
  method: 'PUT',
  path: '/subscriptions/update',
  summary: 'Change plan: upgrades now with proration, downgrades at period end',
  tag: TAG,
  auth: true,
  body: updateSubscriptionRequest,
  bodyEncoding: 'json',
  responses: { 200: updateSubscriptionAnswer },
  errors: [400, 401, 402, 409, 422],
});

export const cancelSubscriptionEndpoint = defineEndpoint({
  id: 'subscriptions.cancel',
  method: 'POST',
  path: '/subscriptions/cancel',
  summary: 'Cancel now or at the end of the period',
  tag: TAG,
  auth: true,
  body: cancelSubscriptionRequest,
  bodyEncoding: 'json',
  responses: { 200: subscriptionMessageAnswer },
  errors: [400, 401, 409],
});

export const reactivateSubscriptionEndpoint = defineEndpoint({
  id: 'subscriptions.reactivate',
  method: 'POST',
  path: '/subscriptions/reactivate',
  summary: 'Undo a cancellation',
  tag: TAG,
  auth: true,
  responses: { 200: subscriptionMessageAnswer },
  errors: [400, 401, 409],
});

export const historyEndpoint = defineEndpoint({
  id: 'subscriptions.history',
  method: 'GET',
  path: '/subscriptions/history',
  summary: 'Plan changes, newest first',
  tag: TAG,
  auth: true,
  responses: { 200: historyAnswer },
  errors: [401],
});

/** Every endpoint of this feature. */
export const subscriptionEndpoints = [
  plansEndpoint,
  currentSubscriptionEndpoint,
  updateSubscriptionEndpoint,
  cancelSubscriptionEndpoint,
  reactivateSubscriptionEndpoint,
  historyEndpoint,
];
