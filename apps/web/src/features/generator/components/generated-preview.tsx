import type { ResumeData } from '@resumerank/contract/generator';
import { scoreTone } from '../../../components/score/score-color';

/** The preview of SPEC.md 2: two roles with two achievements each, eight keywords, the ATS score. */
export function GeneratedPreview({ data }: { data: ResumeData }) {
  const score = data.ats_validation.ats_score;
  const tone = scoreTone(score);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <article
        aria-label="Generated resume preview"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h3 className="text-xl font-bold text-slate-900">{data.personal_info.name}</h3>
        <p className="text-sm text-slate-600">
          {[data.personal_info.email, data.personal_info.phone, data.personal_info.location]
            .filter(Boolean)
            .join(' | ')}
        </p>
        <h4 className="mt-4 text-xs font-bold uppercase tracking-wide text-slate-500">Summary</h4>
        <p className="mt-1 text-sm text-slate-800">{data.professional_summary}</p>
        {data.core_competencies.length ? (
          <>
            <h4 className="mt-4 text-xs font-bold uppercase tracking-wide text-slate-500">
              Core competencies
            </h4>
            <p className="mt-1 text-sm text-slate-800">{data.core_competencies.join(' · ')}</p>
          </>
        ) : null}
        <h4 className="mt-4 text-xs font-bold uppercase tracking-wide text-slate-500">
          Experience
        </h4>
        <ul className="mt-1 space-y-3">
          {data.experience.slice(0, 2).map((role) => (
            <li key={`${role.title}-${role.company}-${role.duration}`}>
              <p className="text-sm font-semibold text-slate-900">
                {[role.title, role.company].filter(Boolean).join(' | ')}
              </p>
              <p className="text-xs text-slate-500">{role.duration}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
                {role.achievements.slice(0, 2).map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </article>
      <aside className="space-y-4">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
          <p className="text-sm font-semibold text-slate-700">ATS compatibility</p>
          <p
            className={`mt-1 text-4xl font-extrabold tabular-nums ${tone.text}`}
            aria-label={`ATS score ${score} out of 100`}
          >
            {score}
          </p>
          <div
            className="mx-auto mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
            aria-hidden="true"
          >
            <div className={`h-full ${tone.bar}`} style={{ width: `${score}%` }} />
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-semibold text-slate-700">Keywords from the job</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Keywords">
            {data.ats_analysis.extracted_keywords.slice(0, 8).map((k) => {
              const matched = data.ats_analysis.matched_keywords.includes(k);
              return (
                <li
                  key={k}
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${matched ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
                >
                  {matched ? '✓ ' : ''}
                  {k}
                </li>
              );
            })}
          </ul>
          {data.ats_analysis.missing_keywords.length ? (
            <p className="mt-3 text-xs text-slate-600">
              Not shown by your resume (add them only if true):{' '}
              {data.ats_analysis.missing_keywords.slice(0, 6).join(', ')}
            </p>
          ) : null}
        </div>
      </aside>
    </div>
  );
}
