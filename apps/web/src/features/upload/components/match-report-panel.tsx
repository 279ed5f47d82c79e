import type { MatchReport } from '@resumerank/contract/match';
import { scoreTone } from '../../../components/score/score-color';
import { MatchSkillRow } from './match-skill-row';

const met = (value: boolean | null) =>
  value === null ? 'Not asked' : value ? 'Meets it' : 'Short of it';

/** The asks beside what the resume shows: title, years and level, degree, certifications. */
function AskRows({ report }: { report: MatchReport }) {
  const { title, experience, education, certifications } = report;
  const rows: Array<[string, string, string]> = [
    [
      'Job title',
      title.job_title ?? 'Not named',
      title.job_title
        ? title.matched
          ? 'Matches'
          : `Closest: ${title.resume_title ?? 'none'}`
        : '',
    ],
    [
      'Years of experience',
      experience.years_asked === null ? 'Not asked' : `${experience.years_asked}+ asked`,
      `${experience.years_shown ?? 'None'} shown by your dated roles`,
    ],
    [
      'Level',
      experience.seniority_asked ?? 'Not asked',
      `${experience.seniority_shown ?? 'not named in your latest title'} · ${met(experience.met)}`,
    ],
    [
      'Degree',
      education.asked ?? 'Not asked',
      `${education.shown ?? 'None found'} · ${met(education.met)}`,
    ],
  ];
  if (certifications.asked.length)
    rows.push([
      'Certifications',
      certifications.asked.join(', '),
      certifications.shown.length ? `Shown: ${certifications.shown.join(', ')}` : 'None shown',
    ]);
  return (
    <table className="mt-3 w-full text-left text-sm">
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 font-medium">
            What
          </th>
          <th scope="col" className="py-1 font-medium">
            The job asks
          </th>
          <th scope="col" className="py-1 font-medium">
            Your resume
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([what, asked, shown]) => (
          <tr key={what} className="border-t border-slate-100">
            <th scope="row" className="py-1 pr-2 font-medium text-slate-800">
              {what}
            </th>
            <td className="py-1 pr-2 text-slate-700">{asked}</td>
            <td className="py-1 text-slate-700">{shown}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The match report of a resume against the job pasted with it: the rate, the edits that would
 * raise it most ("only if true" where they add something the resume does not show), the job's
 * skills found with the line or missing, most important first, and the asks against the resume.
 */
export function MatchReportPanel({ report }: { report: MatchReport }) {
  return (
    <section
      aria-labelledby="match-report-title"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="match-report-title" className="text-lg font-semibold text-slate-900">
          Match report{report.job_title ? `: ${report.job_title}` : ''}
        </h3>
        <p className="text-sm text-slate-700">
          Match rate{' '}
          <span className={`text-2xl font-bold ${scoreTone(report.match_rate).text}`}>
            {report.match_rate}
          </span>
          /100 <span className="ml-2 font-semibold text-slate-900">{report.band}</span>
        </p>
      </div>
      {report.band_reasons.length ? (
        <ul aria-label="Why this band" className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {report.band_reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {report.edits.length ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">Edits that would raise it most</h4>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {report.edits.map((edit) => (
              <li key={edit.action}>
                {edit.action}: {edit.where} <span className="text-slate-600">(+{edit.gain})</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h4 className="mt-6 font-semibold text-slate-900">
        The job&apos;s skills ({report.skills.filter((s) => s.found).length} of{' '}
        {report.skills.length} found)
      </h4>
      <ul className="mt-1 divide-y divide-slate-100">
        {report.skills.map((skill) => (
          <MatchSkillRow key={skill.name} skill={skill} />
        ))}
      </ul>
      <h4 className="mt-6 font-semibold text-slate-900">What the job asks</h4>
      <AskRows report={report} />
    </section>
  );
}
