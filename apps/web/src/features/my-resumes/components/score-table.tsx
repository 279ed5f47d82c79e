import type { ResumeVersion } from '@resumerank/contract/resume-history';
import { formatDate } from '../../../lib/format-date';
import { scoreSeries } from '../hooks/score-series';

/** The chart's numbers as a table: what screen readers read, and exact values for everyone. */
export function ScoreTable({ versions }: { versions: ResumeVersion[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Scores of each version, oldest first</caption>
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Version
            </th>
            {scoreSeries.map((s) => (
              <th key={s.key} scope="col" className="px-2 py-1 text-right font-semibold">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {versions.map((v, i) => (
            <tr key={v.resume_id}>
              <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                v{i + 1} · {formatDate(v.uploaded_at)}
              </th>
              {scoreSeries.map((s) => (
                <td key={s.key} className="px-2 py-1 text-right tabular-nums text-slate-900">
                  {v[s.key] ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
