import type { Check } from '@resumerank/contract/scoring';

/** A measure's checks: passed or not, what was found, and the resume's own lines as evidence. */
export function CheckList({ checks }: { checks: Check[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {checks.map((check) => (
        <li key={check.id} className="py-3">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full text-xs font-bold ${check.passed ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-800'}`}
            >
              {check.passed ? '✓' : '!'}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">
                {check.label}{' '}
                <span className="sr-only">{check.passed ? '(passed)' : '(needs work)'}</span>
                <span className="ml-2 font-normal tabular-nums text-slate-500">
                  {check.score}/100
                </span>
              </p>
              <p className="mt-0.5 text-sm text-slate-600">{check.message}</p>
              {!check.passed && check.evidence.length > 0 ? (
                <ul className="mt-2 space-y-1">
                  {check.evidence.slice(0, 3).map((line) => (
                    <li key={line}>
                      <q className="block break-words border-l-2 border-slate-300 pl-3 text-sm italic text-slate-700">
                        {line}
                      </q>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
