import { useState } from 'react';
import { planCatalog, planTypes, type PlanType } from '@resumerank/contract/plan-catalog';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatMoney } from '../../../lib/format-money';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useSubscribeModalStore } from '../../../stores/subscribe-modal-store';
import { useUpdateSubscription } from '../api/update-subscription';
import { planChangeErrorMessage } from '../hooks/plan-change-error';
import { isEnding, planMove, planMoveSentence, planName } from '../hooks/subscription-state';

const moveLabels = { upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;

/** Why no plan can be chosen right now, or null when one can. */
function blockedReason(sub: Subscription): string | null {
  if (sub.scheduled_plan_change)
    return 'A plan change is already scheduled. You can choose another plan once it takes effect.';
  if (isEnding(sub)) return 'Reactivate your subscription to change plans.';
  if (sub.status !== 'active') return 'Update your card in the billing portal to change plans.';
  return null;
}

/**
 * Upgrades and downgrades, each with what will happen and when, confirmed before the call. A
 * Free user has no card on file yet, so a paid plan opens the subscribe modal instead.
 */
export function PlanChangeOptions({ subscription: sub }: { subscription: Subscription }) {
  const update = useUpdateSubscription();
  const openSubscribe = useSubscribeModalStore((s) => s.open);
  const [target, setTarget] = useState<PlanType | null>(null);
  const others = planTypes.filter((plan) => plan !== sub.plan_type);
  const blocked = blockedReason(sub);

  const confirm = (to: PlanType) =>
    update.mutate(to, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error, planChangeErrorMessage(error) ?? undefined),
      onSettled: () => setTarget(null),
    });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">Change plan</h3>
      {blocked ? (
        <p className="mt-2 text-sm text-slate-600">{blocked}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {others.map((plan) => {
            const fromFree = sub.plan_type === 'FREE';
            const move = planMove(sub.plan_type, plan);
            const label = `${moveLabels[move]} to ${planName(plan)}`;
            return (
              <li key={plan} className="flex flex-wrap items-center justify-between gap-3">
                <p className="min-w-0 flex-1 text-sm text-slate-700">
                  {fromFree
                    ? `Starts today for ${formatMoney(planCatalog[plan].price)} a ${planCatalog[plan].interval}.`
                    : planMoveSentence(sub, plan)}
                </p>
                <Button
                  variant={move === 'upgrade' ? 'primary' : 'secondary'}
                  size="sm"
                  disabled={update.isPending}
                  onClick={() => (fromFree ? openSubscribe(planCatalog[plan]) : setTarget(plan))}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {target ? (
        <ConfirmDialog
          title={`${moveLabels[planMove(sub.plan_type, target)]} to ${planName(target)}?`}
          confirmLabel={
            planMove(sub.plan_type, target) === 'upgrade' ? 'Upgrade now' : 'Schedule the change'
          }
          cancelLabel="Keep my plan"
          busy={update.isPending}
          onConfirm={() => confirm(target)}
          onCancel={() => setTarget(null)}
        >
          {planMoveSentence(sub, target)}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
