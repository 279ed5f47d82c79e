import { useId, useState, type KeyboardEvent } from 'react';
import type { ScoreResults } from '@resumerank/contract/scoring';
import { ScoreGauge } from './score-gauge';
import { MeasureBar } from './measure-bar';
import { CheckList } from './check-list';
import { AtsReadsPanel } from './ats-reads-panel';
import { OcrNote } from './ocr-note';

const MEASURES = [
  ['impact', 'Impact'],
  ['brevity', 'Brevity'],
  ['style', 'Style'],
  ['skills', 'Skills'],
] as const;

type MeasureKey = (typeof MEASURES)[number][0];

/**
 * A scored resume: suggestions first, the gauge, the four measures, every check with evidence,
 * and below them what an ATS read from the file.
 */
export function ResultPanel({ results }: { results: ScoreResults }) {
  const [open, setOpen] = useState<MeasureKey>('impact');
  const ids = useId();
  const measure = results.breakdown[open];

  // The ARIA tabs pattern: arrows move to the previous or next measure (wrapping), Home and End
  // to the first and last; the chosen tab takes the focus and shows its checks.
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = MEASURES.map(([key]) => key);
    const at = keys.indexOf(open);
    const next = {
      ArrowRight: keys[(at + 1) % keys.length],
      ArrowLeft: keys[(at - 1 + keys.length) % keys.length],
      Home: keys[0],
      End: keys[keys.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    setOpen(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };
  return (
    <div className="space-y-6">
      <OcrNote ocr={results.ocr} />
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
            <div
              role="tablist"
              aria-label="Measures"
              className="flex flex-wrap gap-2"
              onKeyDown={onTabKey}
            >
              {MEASURES.map(([key, label]) => (
                <button
                  key={key}
                  id={`${ids}-tab-${key}`}
                  role="tab"
                  type="button"
                  aria-selected={open === key}
                  aria-controls={`${ids}-panel`}
                  // One Tab stop for the whole list; the arrow keys move within it.
                  tabIndex={open === key ? 0 : -1}
                  onClick={() => setOpen(key)}
                  className={`rounded-full px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${open === key ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
                >
                  {label} {results.breakdown[key].score}
                </button>
              ))}
            </div>
            <div
              id={`${ids}-panel`}
              role="tabpanel"
              aria-labelledby={`${ids}-tab-${open}`}
              className="mt-2"
            >
              <CheckList checks={measure.checks} />
            </div>
          </section>
        </div>
      </div>
      <AtsReadsPanel parsed={results.parsed} />
    </div>
  );
}
