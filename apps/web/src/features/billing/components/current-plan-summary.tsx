import { useState } from 'react';
import type { Subscription } from '@resumerank/contract/subscriptions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format-date';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { statusLabels } from '../hooks/billing-labels';
import {
  canCancel,
  canReactivate,
  periodLine,
  planName,
  scheduledLine,
} from '../hooks/subscription-state';

const statusTones: Record<Subscription['status'], string> = {
  active: 'bg-emerald-100 text-emerald-800',
  canceled: 'bg-slate-200 text-slate-700',
  past_due: 'bg-amber-100 text-amber-900',
  unpaid: 'bg-rose-100 text-rose-800',
};

/** The current plan, its status and dates, and the cancel or reactivate action. */
export function CurrentPlanSummary({ subscription: sub }: { subscription: Subscription }) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const [confirming, setConfirming] = useState(false);
  const period = periodLine(sub);
  const scheduled = scheduledLine(sub);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error, 'Failed to cancel subscription'),
      onSettled: () => setConfirming(false),
    });
  const doReactivate = () =>
    reactivate.mutate(undefined, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyApiError(error, 'Failed to reactivate subscription'),
    });

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-medium text-slate-500">Current plan</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h3 className="text-2xl font-bold text-slate-900">{planName(sub.plan_type)}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[sub.status]}`}
        >
          {statusLabels[sub.status]}
        </span>
      </div>
      {period ? <p className="mt-2 text-slate-700">{period}</p> : null}
      {scheduled ? <p className="mt-1 font-medium text-indigo-700">{scheduled}</p> : null}
      {sub.status === 'past_due' || sub.status === 'unpaid' ? (
        <p className="mt-2 text-sm text-amber-900">
          Your last payment did not go through. Update your card in the billing portal.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {canCancel(sub) ? (
          <Button
            variant="secondary"
            onClick={() => setConfirming(true)}
            disabled={cancel.isPending}
          >
            Cancel subscription
          </Button>
        ) : null}
        {canReactivate(sub) ? (
          <Button onClick={doReactivate} disabled={reactivate.isPending}>
            {reactivate.isPending ? 'Reactivating…' : 'Reactivate subscription'}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Cancel at period end"
          cancelLabel="Keep my plan"
          tone="danger"
          busy={cancel.isPending}
          onConfirm={confirmCancel}
          onCancel={() => setConfirming(false)}
        >
          {sub.current_period_end
            ? `You keep ${planName(sub.plan_type)} until ${formatDate(sub.current_period_end)}. After that your plan becomes Free and you are not charged again.`
            : `Your plan becomes Free at the end of this billing period and you are not charged again.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
