import { useState } from 'react';
import type { ScoreResults } from '@resumerank/contract/scoring';
import { ScoreGauge } from './score-gauge';
import { MeasureBar } from './measure-bar';
import { CheckList } from './check-list';

const MEASURES = [
  ['impact', 'Impact'],
  ['brevity', 'Brevity'],
  ['style', 'Style'],
  ['skills', 'Skills'],
] as const;

/** A scored resume: suggestions first, the gauge, the four measures, and every check with evidence. */
export function ResultPanel({ results }: { results: ScoreResults }) {
  const [open, setOpen] = useState<(typeof MEASURES)[number][0]>('impact');
  const measure = results.breakdown[open];
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ScoreGauge score={results.overall_score} />
        <div className="mt-6 space-y-4">
          {MEASURES.map(([key, label]) => (
            <MeasureBar key={key} label={label} score={results.breakdown[key].score} />
          ))}
        </div>
        {results.breakdown.skills.hard_skills.length > 0 ? (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-slate-800">Skills found</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {results.breakdown.skills.hard_skills.slice(0, 16).map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="space-y-6">
        <section
          aria-labelledby="suggestions-heading"
          className="rounded-2xl border border-indigo-200 bg-indigo-50/60 p-6"
        >
          <h3 id="suggestions-heading" className="text-lg font-semibold text-slate-900">
            Top suggestions
          </h3>
          {results.suggestions.length ? (
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
              {results.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              Nothing important to fix: your resume passes every check.
            </p>
          )}
        </section>
        <section
          aria-label="Checks by measure"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div role="tablist" aria-label="Measures" className="flex flex-wrap gap-2">
            {MEASURES.map(([key, label]) => (
              <button
                key={key}
                role="tab"
                type="button"
                aria-selected={open === key}
                onClick={() => setOpen(key)}
                className={`rounded-full px-3 py-1.5 text-sm font-semibold ${open === key ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
              >
                {label} {results.breakdown[key].score}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="mt-2">
            <CheckList checks={measure.checks} />
          </div>
        </section>
      </div>
    </div>
  );
}
