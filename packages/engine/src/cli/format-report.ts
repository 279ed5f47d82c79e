import type { ScoreResults } from '../score-resume';

const bar = (score: number) =>
  `${'█'.repeat(Math.round(score / 5)).padEnd(20, '░')} ${String(score).padStart(3)}`;

/** The plain-text report of one resume's score. */
export function formatReport(file: string, ms: number, results: ScoreResults): string {
  const lines = [
    `\n${file}  (${ms} ms, engine ${results.engine_version})`,
    `  Overall ${bar(results.overall_score)}`,
  ];
  for (const [name, measure] of Object.entries(results.breakdown)) {
    lines.push(`  ${name.padEnd(7)} ${bar(measure.score)}`);
    for (const check of measure.checks) {
      lines.push(
        `    ${check.passed ? '✓' : '✗'} ${check.label.padEnd(38)} ${String(check.score).padStart(3)}  ${check.message}`,
      );
    }
  }
  lines.push('  Suggestions:');
  results.suggestions.forEach((s, i) => lines.push(`   ${i + 1}. ${s}`));
  const p = results.parsed;
  lines.push(
    `  Parsed: ${p.name ?? '?'} | ${p.email ?? '?'} | ${p.phone ?? '?'} | ${p.location ?? '?'} | ${p.experience.length} roles | sections: ${p.sections.join(', ')}`,
  );
  return lines.join('\n');
}
