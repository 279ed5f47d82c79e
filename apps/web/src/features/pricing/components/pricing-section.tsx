import type { PlanFeatures } from '@resumerank/contract/plan-catalog';
import { usePlans } from '../api/get-plans';
import { useCurrentPlan } from '../api/get-current-plan';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';

function price(cents: number): string {
  return cents === 0 ? '$0' : `$${(cents / 100).toFixed(2)}`;
}

const FEATURE_LABELS: Array<[keyof PlanFeatures, string]> = [
  ['ai_scoring_enabled', 'AI scoring'],
  ['job_comparison_enabled', 'Job description comparison'],
  ['export_pdf_enabled', 'PDF export'],
  ['priority_support', 'Priority support'],
  ['advanced_analytics', 'Advanced analytics'],
];

/** 'Choose Your Plan' with the three plan cards, each with its button; the current plan marked. */
export function PricingSection() {
  const plans = usePlans();
  const currentPlan = useCurrentPlan();
  const choose = useChoosePlan(currentPlan);
  return (
    <PageSection
      id="pricing"
      title="Choose Your Plan"
      description="Start free. Upgrade when you need more resumes scored and generated each day."
      tone="muted"
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const type = plan.plan_type;
          const isCurrent = type === currentPlan;
          return (
            <li
              key={type}
              aria-current={isCurrent ? 'true' : undefined}
              className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${type === 'STANDARD' ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200'}`}
            >
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-4">
                <span className="text-4xl font-bold tracking-tight text-slate-900">
                  {price(plan.price)}
                </span>
                <span className="text-sm text-slate-600"> / {plan.interval}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
                <li>
                  {plan.limits.resume_upload} resume{' '}
                  {plan.limits.resume_upload === 1 ? 'upload' : 'uploads'} a day
                </li>
                <li>
                  {plan.limits.resume_generation} resume{' '}
                  {plan.limits.resume_generation === 1 ? 'generation' : 'generations'} a day
                </li>
                {FEATURE_LABELS.filter(([key]) => plan.features[key]).map(([key, label]) => (
                  <li key={key}>{label}</li>
                ))}
              </ul>
              <Button
                className="mt-8 w-full"
                variant={type === 'STANDARD' ? 'primary' : 'secondary'}
                disabled={isCurrent}
                onClick={() => choose(plan)}
              >
                {isCurrent ? 'Current plan' : `Choose ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
