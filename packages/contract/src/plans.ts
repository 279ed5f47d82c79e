import { z } from 'zod';

/** The plans, in upgrade order (SPEC.md 4: FREE, STANDARD, PLATINUM). */
export const planTypes = ['FREE', 'STANDARD', 'PLATINUM'] as const;
export const planType = z.enum(planTypes);
export type PlanType = z.infer<typeof planType>;

export const planFeatures = z.object({
  max_resume_uploads: z.number().int(),
  ai_scoring_enabled: z.boolean(),
  job_comparison_enabled: z.boolean(),
  export_pdf_enabled: z.boolean(),
  priority_support: z.boolean(),
  advanced_analytics: z.boolean(),
  bulk_processing: z.boolean(),
  api_access: z.boolean(),
});
export type PlanFeatures = z.infer<typeof planFeatures>;

export const planLimits = z.object({
  resume_upload: z.number().int(),
  resume_generation: z.number().int(),
});
export type PlanLimits = z.infer<typeof planLimits>;

export const plan = z.object({
  plan_type: planType,
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: planFeatures,
  limits: planLimits,
});
export type Plan = z.infer<typeof plan>;

/** -1 in a limit means unlimited. */
export const UNLIMITED = -1;

const paidFeatures = {
  ai_scoring_enabled: true,
  job_comparison_enabled: true,
  export_pdf_enabled: true,
  bulk_processing: false,
  api_access: false,
};

/**
 * The plan catalog: the one place prices, limits and features are written down (API.md, and
 * SPEC.md 9's fallback data, which the web client shows when the plans call fails).
 */
export const planCatalog: Record<PlanType, Plan> = {
  FREE: {
    plan_type: 'FREE',
    name: 'Free',
    price: 0,
    currency: 'usd',
    interval: 'month',
    features: {
      max_resume_uploads: 1,
      ai_scoring_enabled: false,
      job_comparison_enabled: false,
      export_pdf_enabled: false,
      priority_support: false,
      advanced_analytics: false,
      bulk_processing: false,
      api_access: false,
    },
    limits: { resume_upload: 1, resume_generation: 1 },
  },
  STANDARD: {
    plan_type: 'STANDARD',
    name: 'Standard',
    price: 999,
    currency: 'usd',
    interval: 'month',
    features: {
      max_resume_uploads: 10,
      ...paidFeatures,
      priority_support: false,
      advanced_analytics: false,
    },
    limits: { resume_upload: 10, resume_generation: 10 },
  },
  PLATINUM: {
    plan_type: 'PLATINUM',
    name: 'Platinum',
    price: 1999,
    currency: 'usd',
    interval: 'month',
    features: {
      max_resume_uploads: 50,
      ...paidFeatures,
      priority_support: true,
      advanced_analytics: true,
    },
    limits: { resume_upload: 50, resume_generation: 50 },
  },
};

/** The position of a plan in upgrade order; a higher rank is an upgrade. */
export function planRank(plan: PlanType): number {
  return planTypes.indexOf(plan);
}
