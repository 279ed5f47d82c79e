import type { Transaction } from '@resumerank/contract/payments';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

const statusLabels: Record<Transaction['status'], string> = {
  succeeded: 'Paid',
  failed: 'Failed',
  pending: 'Pending',
  refunded: 'Refunded',
};

/** Charges as a table: date, description, amount and status. */
export function TransactionTable({
  label,
  transactions,
}: {
  label: string;
  transactions: Transaction[];
}) {
  if (transactions.length === 0) return <p className="text-sm text-slate-600">No payments yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Description
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {transactions.map((t) => (
            <tr key={t.id}>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-700">
                {formatDate(t.created_at)}
              </td>
              <td className="py-2 pr-4 text-slate-900">{t.description}</td>
              <td className="py-2 pr-4 text-right tabular-nums text-slate-900">
                {formatMoney(t.amount_cents)}
              </td>
              <td className="py-2 text-slate-700">{statusLabels[t.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
