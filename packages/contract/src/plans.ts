import { z } from 'zod';

import { planTypes, type Plan, type PlanFeatures, type PlanLimits } from './plan-catalog';

/** The plans, in upgrade order (SPEC.md 4: FREE, STANDARD, PLATINUM). */
export const planType = z.enum(planTypes);

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

export const planLimits = z.object({
  resume_upload: z.number().int(),
  resume_generation: z.number().int(),
});

export const plan = z.object({
  plan_type: planType,
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year']),
  features: planFeatures,
  limits: planLimits,
});

// The schemas and the plain types must describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const schemasMatchCatalog: [
  Same<z.infer<typeof plan>, Plan>,
  Same<z.infer<typeof planFeatures>, PlanFeatures>,
  Same<z.infer<typeof planLimits>, PlanLimits>,
] = [true, true, true];
