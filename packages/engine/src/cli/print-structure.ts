import type { StructureResult } from './evaluate-structure';
import { percentOf, structureTotals, summaryLine, type StructureTotals } from './structure-totals';

const FORMATS = ['pdf', 'docx', 'doc', 'txt', 'md', 'json'];

const share = (part: number, whole: number) =>
  `${part}/${whole} (${percentOf(part, whole).toFixed(1)}%)`;

function totalsRow(label: string, t: StructureTotals): string {
  return `| ${label} | ${t.files} | ${t.names}/${t.files} | ${share(t.rolesFound, t.roles)} | ${share(
    t.datesRight,
    t.roles,
  )} | ${share(t.achievementsKept, t.achievements)} | ${t.misplaced} | ${t.refused} |`;
}

/** Groups results by a field, in the given order first and then as they come. */
function groupsBy(
  results: readonly StructureResult[],
  field: 'format' | 'layout',
  order: readonly string[] = [],
) {
  const values = [...new Set([...order, ...results.map((r) => r[field])])];
  return values
    .map((value) => ({ value, group: results.filter((r) => r[field] === value) }))
    .filter(({ group }) => group.length > 0);
}

/**
 * Prints the structure section of `npm run eval`: a row per file with what it missed, then the
 * totals for all files, per format and per layout, and the reference scorer's summary line.
 */
export function printStructure(results: readonly StructureResult[]): StructureTotals {
  console.log('\n## Structure per file (labels: structure.json)');
  console.log(
    '| file | format | name | roles found | dates right | achievements kept | under another role | refused |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.file} | ${r.format} | ${r.nameRight ? 'ok' : 'XX'} | ${r.rolesFound}/${r.roles} | ${
        r.datesRight
      }/${r.roles} | ${r.achievementsKept}/${r.achievements} | ${r.misplaced} | ${
        r.refused ? 'yes' : 'no'
      } |`,
    );
  }
  const missed = results.filter((r) => r.misses.length || r.error);
  if (missed.length) console.log('\nMisses:');
  for (const r of missed) {
    console.log(`  ${r.file}`);
    if (r.error) console.log(`    not read: ${r.error}`);
    for (const miss of r.misses) console.log(`    ${miss}`);
  }

  console.log('\n## Structure totals (dates: of the labelled roles)');
  console.log(
    '| group | files | names | roles found | dates right | achievements kept | under another role | refused |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const all = structureTotals(results);
  console.log(totalsRow('all', all));
  for (const { value, group } of groupsBy(results, 'format', FORMATS))
    console.log(totalsRow(`format ${value}`, structureTotals(group)));
  for (const { value, group } of groupsBy(results, 'layout'))
    console.log(totalsRow(`layout ${value}`, structureTotals(group)));
  console.log(`\n${summaryLine(all)}`);
  return all;
}
