// How well the engine reads the layout zoo: a table of layout x format, each cell 'exact' or
// how many seeds differ and the commonest kind of first difference, with the score spread of
// each layout across formats (per seed); then the first differences of each failing cell.
//   npx tsx packages/engine/test/zoo/report-zoo.ts [--seed <n> ...] [--all]
// --all prints every difference instead of the first two.
import path from 'node:path';
import { compareReading } from './compare-reading';
import { ensureZoo, ZOO_SEEDS } from './ensure-zoo';
import { readZooFile } from './read-zoo-file';
import { ZOO_LAYOUTS, type ZooFormat } from './zoo-layouts';

const FORMATS: ZooFormat[] = ['pdf', 'docx', 'txt', 'md', 'doc', 'odt', 'word-pdf'];

const KINDS: Array<[RegExp, string]> = [
  [/^not read:/, 'unreadable'],
  [/^name:/, 'name'],
  [/: not read$/, 'role lost'],
  [/: read as title/, 'title/company'],
  [/: (start|end) /, 'dates'],
  [/: kind /, 'kind'],
  [/merged with other text/, 'merged bullets'],
  [/: achievement under/, 'bullet elsewhere'],
  [/: achievement missing/, 'bullet lost'],
  [/: extra text/, 'extra text'],
  [/^extra role/, 'extra role'],
];

/** The commonest kind among the first differences of the failing seeds, in a word or two. */
function shortKind(firsts: string[]): string {
  const kinds = firsts.map((d) => KINDS.find(([re]) => re.test(d))?.[1] ?? 'other');
  const count = (k: string) => kinds.filter((x) => x === k).length;
  return kinds.reduce((a, b) => (count(b) > count(a) ? b : a));
}

/** Prints the layout x format table of the zoo of `seeds`, and the differences behind it. */
export async function reportZoo(seeds: number[], all: boolean): Promise<void> {
  const started = performance.now();
  const zoo = await ensureZoo(seeds);
  const ready = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`zoo ready in ${ready} s (${zoo.office ? 'with' : 'without'} LibreOffice formats)`);
  // cells[layout][format] = differences per seed; spread[layout] = score ranges per seed.
  const cells = new Map<string, Map<ZooFormat, string[][]>>();
  const spreads = new Map<string, number[]>();
  for (const [i, labels] of zoo.labels.entries()) {
    const scores = new Map<string, number[]>();
    for (const [file, label] of Object.entries(labels.files)) {
      const row = cells.get(label.layout) ?? new Map<ZooFormat, string[][]>();
      cells.set(label.layout, row);
      let diffs: string[];
      try {
        const { parsed, results } = await readZooFile(path.join(zoo.dirs[i]!, file));
        diffs = compareReading(parsed, label);
        scores.set(label.layout, [...(scores.get(label.layout) ?? []), results.overall_score]);
      } catch (error) {
        // A file the engine refuses is a difference like any other, not the end of the report.
        diffs = [`not read: ${(error as Error).message}`];
      }
      row.set(label.format, [...(row.get(label.format) ?? []), diffs]);
    }
    for (const [layout, list] of scores)
      spreads.set(layout, [...(spreads.get(layout) ?? []), Math.max(...list) - Math.min(...list)]);
  }
  const width = Math.max(...ZOO_LAYOUTS.map((l) => l.id.length));
  const cell = (diffs: string[][] | undefined) => {
    if (!diffs) return '';
    const failing = diffs.filter((d) => d.length);
    if (failing.length === 0) return 'exact';
    return `${failing.length}/${diffs.length} ${shortKind(failing.map((d) => d[0]!))}`;
  };
  const line = (cols: string[]) =>
    `| ${cols.map((c, i) => c.padEnd(i ? 18 : width)).join(' | ')} |`;
  console.log(line(['layout', ...FORMATS, 'score spread']));
  console.log(line(['-'.repeat(width), ...FORMATS.map(() => '-'.repeat(18)), '-'.repeat(18)]));
  for (const layout of ZOO_LAYOUTS) {
    const row = cells.get(layout.id);
    const spread = spreads.get(layout.id) ?? [];
    console.log(line([layout.id, ...FORMATS.map((f) => cell(row?.get(f))), spread.join('/')]));
  }
  console.log('\nFirst differences (seed: difference):');
  for (const layout of ZOO_LAYOUTS)
    for (const format of FORMATS) {
      const diffs = cells.get(layout.id)?.get(format) ?? [];
      const shown = diffs.flatMap((d, i) =>
        (all ? d : d.slice(0, 2)).map((text) => `  seed ${seeds[i]}: ${text}`),
      );
      if (shown.length) console.log(`${layout.id} ${format}:\n${shown.join('\n')}`);
    }
}

const args = process.argv.slice(2);
const seeds = args.flatMap((a, i) => (args[i - 1] === '--seed' ? [Number(a)] : []));
await reportZoo(seeds.length ? seeds : ZOO_SEEDS, args.includes('--all'));
