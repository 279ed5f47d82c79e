import type { MatchReport } from '../match/match-report';

const yesNo = (met: boolean | null) => (met === null ? 'not asked' : met ? 'met' : 'not met');

/** The match report as the terminal shows it: the rate, each skill, the asks and the edits. */
export function formatMatch(report: MatchReport): string {
  const out = [
    `Match rate ${report.match_rate}/100 (${report.band}) for "${report.job_title ?? 'the job'}"`,
    ...report.band_reasons.map((reason) => `  - ${reason}`),
  ];
  for (const skill of report.skills) {
    const found = skill.found
      ? `found (${skill.how}${skill.how === 'exact' ? '' : `: "${skill.resume_wording}"`}) in "${skill.line}"`
      : 'missing';
    out.push(`  [${skill.importance}] ${skill.kind} ${skill.name}: ${found}`);
  }
  const { experience, education, title } = report;
  out.push(
    `  title: ${title.matched ? 'matched' : `not matched (closest: ${title.resume_title ?? 'none'})`}`,
    `  years: asked ${experience.years_asked ?? '-'}, shown ${experience.years_shown ?? '-'}; ` +
      `level: asked ${experience.seniority_asked ?? '-'}, shown ${experience.seniority_shown ?? '-'} (${yesNo(experience.met)})`,
    `  degree: asked ${education.asked ?? '-'}, shown ${education.shown ?? '-'} (${yesNo(education.met)})`,
    'Edits that would raise it most:',
    ...report.edits.map((e, i) => `  ${i + 1}. ${e.action}: ${e.where} (+${e.gain})`),
  );
  return out.join('\n');
}
