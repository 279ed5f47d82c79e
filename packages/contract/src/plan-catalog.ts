/**
 * The plan catalog as plain data (no zod), so the web app can show the fallback plans of
 * SPEC.md 9 without loading the schema library. plans.ts holds the matching schemas.
 */
export const planTypes = ['FREE', 'STANDARD', 'PLATINUM'] as const;
export type PlanType = (typeof planTypes)[number];

export interface PlanFeatures {
  max_resume_uploads: number;
  ai_scoring_enabled: boolean;
  job_comparison_enabled: boolean;
  export_pdf_enabled: boolean;
  priority_support: boolean;
  advanced_analytics: boolean;
  bulk_processing: boolean;
  api_access: boolean;
}

export interface PlanLimits {
  resume_upload: number;
  resume_generation: number;
}

export interface Plan {
  plan_type: PlanType;
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year';
  features: PlanFeatures;
  limits: PlanLimits;
}

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
