import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { planLimits, planType } from './plans';
import { timestamp } from './common';

const TAG = 'Usage';

export const usageCounter = z.object({
  current: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
});

export const usageSummary = z.object({
  plan_type: planType,
  next_reset: timestamp,
  resume_upload: usageCounter,
  resume_generation: usageCounter,
});
export type UsageSummary = z.infer<typeof usageSummary>;

export const usageInfoAnswer = z.object({ usage_summary: usageSummary });

export const limitCheck = z.object({
  can_use: z.boolean(),
  message: z.string(),
  remaining: z.number().int(),
});

export const checkLimitsAnswer = z.object({
  resume_upload: limitCheck,
  resume_generation: limitCheck,
});
export type CheckLimitsAnswer = z.infer<typeof checkLimitsAnswer>;

export const planLimitsAnswer = z.object({
  limits: z.object({ FREE: planLimits, STANDARD: planLimits, PLATINUM: planLimits }),
});

export const usageInfoEndpoint = defineEndpoint({
  id: 'usage.info',
  method: 'GET',
  path: '/usage/usage-info',
  summary: "Today's usage against the plan's daily limits",
  tag: TAG,
  auth: true,
  responses: { 200: usageInfoAnswer },
  errors: [401],
});

export const checkLimitsEndpoint = defineEndpoint({
  id: 'usage.checkLimits',
  method: 'GET',
  path: '/usage/check-limits',
  summary: 'Whether each limited feature can be used now',
  tag: TAG,
  auth: true,
  responses: { 200: checkLimitsAnswer },
  errors: [401],
});

export const planLimitsEndpoint = defineEndpoint({
  id: 'usage.planLimits',
  method: 'GET',
  path: '/usage/plan-limits',
  summary: 'The daily limits of every plan',
  tag: TAG,
  auth: false,
  responses: { 200: planLimitsAnswer },
});

/** Every endpoint of this feature. */
export const usageEndpoints = [usageInfoEndpoint, checkLimitsEndpoint, planLimitsEndpoint];
