// Prints the scale figures: the tuned part per theme and format (and each tuned file's misses
// with --verbose), the held-out parts as aggregates only, so whoever tunes the reader never sees
// a held-out file, its name or its text.
import { percentOf } from '../../src/cli/structure-totals';
import type { ScaleResult } from './evaluate-scale';
import type { ScaleGroup } from './holdout-rule';
import { scaleFigures, type ScaleFigures } from './scale-figures';

const share = (part: number, whole: number) =>
  `${part}/${whole} (${percentOf(part, whole).toFixed(1)}%)`;

const HEADER =
  '| group | files | names | roles found | dates right | achievements kept | under another role | no role read | refused |\n|---|---|---|---|---|---|---|---|---|';

function row(label: string, f: ScaleFigures): string {
  return `| ${label} | ${f.files} | ${share(f.names, f.files)} | ${share(f.rolesFound, f.roles)} | ${share(
    f.datesRight,
    f.roles,
  )} | ${share(f.achievementsKept, f.achievements)} | ${f.misplaced} | ${f.noRoleRead} | ${f.refused} |`;
}

/** The figures the eval prints, as one document (also what --json prints). */
export interface ScaleReport {
  tuned: {
    all: ScaleFigures;
    byFormat: Record<string, ScaleFigures>;
    byTheme: Record<string, ScaleFigures>;
    byThemeAndFormat: Record<string, Record<string, ScaleFigures>>;
  };
  heldOut: Record<
    Exclude<ScaleGroup, 'tuned'>,
    { all: ScaleFigures; byFormat: Record<string, ScaleFigures> }
  >;
}

const values = <K extends keyof ScaleResult>(results: readonly ScaleResult[], key: K) =>
  [...new Set(results.map((r) => r[key]))] as Array<ScaleResult[K]>;

function byField(results: readonly ScaleResult[], key: 'format' | 'theme') {
  return Object.fromEntries(
    values(results, key).map((v) => [v, scaleFigures(results.filter((r) => r[key] === v))]),
  );
}

/** The report of a set of results. */
export function scaleReport(results: readonly ScaleResult[]): ScaleReport {
  const tuned = results.filter((r) => r.group === 'tuned');
  const heldOut = (group: ScaleGroup) => {
    const part = results.filter((r) => r.group === group);
    return { all: scaleFigures(part), byFormat: byField(part, 'format') };
  };
  return {
    tuned: {
      all: scaleFigures(tuned),
      byFormat: byField(tuned, 'format'),
      byTheme: byField(tuned, 'theme'),
      byThemeAndFormat: Object.fromEntries(
        values(tuned, 'theme').map((t) => [
          t,
          byField(
            tuned.filter((r) => r.theme === t),
            'format',
          ),
        ]),
      ),
    },
    heldOut: {
      'held-out themes': heldOut('held-out themes'),
      'held-out people': heldOut('held-out people'),
      'held out both': heldOut('held out both'),
    },
  };
}

/** Prints the report as tables; with `verbose`, each tuned file's misses first. */
export function printScale(results: readonly ScaleResult[], report: ScaleReport, verbose: boolean) {
  if (verbose) {
    console.log('\n## Tuned files with misses');
    for (const r of results.filter((r) => r.group === 'tuned' && (r.misses.length || r.error))) {
      console.log(`  ${r.file}`);
      if (r.error) console.log(`    not read: ${r.error}`);
      for (const miss of r.misses) console.log(`    ${miss}`);
    }
  }
  console.log('\n## Tuned (tuned people x tuned themes), per theme x format');
  console.log(HEADER);
  console.log(row('all', report.tuned.all));
  for (const [format, f] of Object.entries(report.tuned.byFormat))
    console.log(row(`format ${format}`, f));
  for (const [theme, formats] of Object.entries(report.tuned.byThemeAndFormat)) {
    console.log(row(`**${theme}**`, report.tuned.byTheme[theme]!));
    for (const [format, f] of Object.entries(formats)) console.log(row(`${theme} ${format}`, f));
  }
  console.log('\n## Held out (aggregates only)');
  console.log(HEADER);
  for (const [group, { all, byFormat }] of Object.entries(report.heldOut)) {
    console.log(row(`${group}`, all));
    for (const [format, f] of Object.entries(byFormat)) console.log(row(`${group} ${format}`, f));
  }
}
