import type { PlanChange } from '@resumerank/contract/subscriptions';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { changeTypeLabels } from '../hooks/billing-labels';
import { planName } from '../hooks/subscription-state';

/** SPEC.md 9: the panel shows the latest five plan changes. */
const HISTORY_SHOWN = 5;

/** The latest plan changes: from and to, the kind of change, its date and any prorated charge. */
export function PlanHistoryList({ changes }: { changes: PlanChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">No plan changes yet.</p>;
  return (
    <ol aria-label="Plan change history" className="divide-y divide-slate-200">
      {changes.slice(0, HISTORY_SHOWN).map((c) => (
        <li key={c.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-sm">
          <span className="font-medium text-slate-900">
            {planName(c.from_plan)} → {planName(c.to_plan)}
          </span>
          <span className="text-slate-600">{changeTypeLabels[c.change_type]}</span>
          <span className="text-slate-500">{formatDate(c.created_at)}</span>
          {c.prorated_amount_cents !== null ? (
            <span className="ml-auto tabular-nums text-slate-700">
              Prorated {formatMoney(c.prorated_amount_cents)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
