// `npm run eval -- <folder>`: parsing accuracy on a labelled corpus (a folder with manifest.json):
// contact and headings, the structure of work history when the folder has structure.json (checked
// against a committed baseline with --check-baseline), and the generation table. A folder with
// structure.json alone, or a part of a set with a holdout (--split), gets the structure figures.
// With --scale, the reader on real JSON Resume files rendered through themes
// (test/scale/README.md). With --generated-read-back, each generated pair's PDF, DOCX and TXT
// downloads read back and compared with the preview.
import { evaluateCorpus, type FileResult } from './evaluate-corpus';
import { evaluateStructure, hasStructureLabels } from './evaluate-structure';
import { printStructure } from './print-structure';
import { checkStructureBaseline } from './check-structure-baseline';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseEvalArgs, EVAL_USAGE, type EvalArgs } from './parse-eval-args';
import { evalStructureOnly } from './eval-structure-only';
import { evaluateGenerationPairs } from './evaluate-generation-pairs';
import { printGeneration } from './generation-totals';
import { evaluateMatchRanking, printMatchRanking } from './evaluate-match-ranking';
import { hasMatchFields } from './has-match-fields';

let args: EvalArgs;
try {
  // npm sets INIT_CWD to the folder the command was typed in.
  args = parseEvalArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
if (args.scale) {
  // The themed corpus is rendered by test tooling (themes, Chromium, LibreOffice), loaded only
  // here so the engine itself never depends on it.
  const { runScaleEval } = await import('../../test/scale/run-scale-eval');
  process.exit(await runScaleEval(args.scale));
}
if (args.ranking) {
  // The ranking set renders JSON Resume people through test tooling (our plain template).
  const { runRankingEval } = await import('../../test/ranking/run-ranking-eval');
  process.exit(await runRankingEval());
}
if (args.generatedReadBack) {
  const { evaluateGeneratedReadBack, printGeneratedReadBack } =
    await import('./evaluate-generated-read-back');
  const differences = printGeneratedReadBack(
    await evaluateGeneratedReadBack(args.folder, {
      allJobs: args.generatedReadBack === 'all-jobs',
    }),
  );
  process.exit(differences === 0 ? 0 : 1);
}
if (args.scans) {
  // Scans are drawn and read by OCR through test tooling (PDFium pages, grain, tesseract cache).
  const { runScanEval } = await import('../../test/scans/run-scan-eval');
  process.exit(await runScanEval(args.folder, args.split));
}
const { folder } = args;
const structureLabelled = hasStructureLabels(folder);
// A folder with structure labels and no manifest (the wild set), or one part of a set with a
// holdout, has structure figures only.
if (args.split || !existsSync(path.join(folder, 'manifest.json'))) {
  if (!structureLabelled) {
    console.error(`${folder} has neither manifest.json nor structure.json\n${EVAL_USAGE}`);
    process.exit(2);
  }
  try {
    const totals = await evalStructureOnly(folder, args.split);
    process.exit(await checkStructureBaseline(totals, args));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
if ((args.checkBaseline || args.writeBaseline) && !structureLabelled) {
  // A baseline check that silently passes for want of labels would hide a broken corpus.
  console.error(`${folder} has no structure.json: there are no structure figures to compare`);
  process.exit(2);
}

const pct = (n: number, d: number) =>
  d === 0 ? '  n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
const mark = (ok: boolean) => (ok ? 'ok ' : 'XX ');

const results = await evaluateCorpus(folder);
console.log('\n## Per file');
for (const r of results) {
  console.log(
    `\n${r.file} (${r.format}, ${r.layout}) first ${r.ms.toFixed(0)} ms, warm read ${r.readMs.toFixed(1)} ms, parse+score ${r.scoreMs.toFixed(1)} ms, overall ${r.overall ?? '-'}${r.error ? `  ERROR: ${r.error}` : ''}`,
  );
  console.log(
    `  ${mark(r.name.ok)}name   ${JSON.stringify(r.name.got)}  (label ${JSON.stringify(r.name.expected)})`,
  );
  console.log(
    `  ${mark(r.email.ok)}email  ${JSON.stringify(r.email.got)}  (label ${JSON.stringify(r.email.expected)})`,
  );
  console.log(
    `  ${mark(r.phone.ok)}phone  ${JSON.stringify(r.phone.got)}  (label ${JSON.stringify(r.phone.expected)})`,
  );
  console.log(
    `  ${mark(r.sections.ok)}sections ${r.sections.expected.length - r.sections.missing.length}/${r.sections.expected.length}${r.sections.missing.length ? `  missing: ${r.sections.missing.join('; ')}` : ''}`,
  );
}

function summarize(label: string, group: FileResult[]) {
  const count = (f: (r: FileResult) => boolean) => group.filter(f).length;
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `| ${label.padEnd(22)} | ${String(group.length).padStart(3)} | ${pct(
      count((r) => r.name.ok),
      group.length,
    )} | ${pct(
      count((r) => r.email.ok),
      group.length,
    )} | ${pct(
      count((r) => r.phone.ok),
      group.length,
    )} | ${pct(
      count((r) => r.sections.ok),
      group.length,
    )} | ${median(group.map((r) => r.readMs))
      .toFixed(1)
      .padStart(7)} ms | ${median(group.map((r) => r.scoreMs))
      .toFixed(1)
      .padStart(7)} ms |`,
  );
}

console.log(
  '\n## Accuracy (share of files with the field right; sections: every labelled heading found)',
);
console.log(
  '| group                  |   n |  name  | email  | phone  | sections | read (median) | parse+score (median) |',
);
console.log(
  '|------------------------|-----|--------|--------|--------|----------|---------------|----------------------|',
);
summarize('all', results);
for (const format of [...new Set(results.map((r) => r.format))])
  summarize(
    `format ${format}`,
    results.filter((r) => r.format === format),
  );
for (const layout of [...new Set(results.map((r) => r.layout))])
  summarize(
    `layout ${layout}`,
    results.filter((r) => r.layout === layout),
  );

const structure = structureLabelled ? printStructure(await evaluateStructure(folder)) : null;

const generation = await (await import('./evaluate-generation')).evaluateGeneration(folder);
console.log('\n## ATS before and after (every resume x every job description)');
console.log(
  '| resume | pairs | ATS before (mean) | ATS after (mean) | improved | lower | fabrications | median ms |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of generation) {
  console.log(
    `| ${r.resume} | ${r.pairs} | ${r.before.toFixed(1)} | ${r.after.toFixed(1)} | ${r.improved} | ${r.lower} | ${r.fabrications} | ${r.medianMs.toFixed(1)} |`,
  );
}
const total = generation.reduce(
  (n, r) => ({
    pairs: n.pairs + r.pairs,
    before: n.before + r.before * r.pairs,
    after: n.after + r.after * r.pairs,
    improved: n.improved + r.improved,
    lower: n.lower + r.lower,
    fabrications: n.fabrications + r.fabrications,
  }),
  { pairs: 0, before: 0, after: 0, improved: 0, lower: 0, fabrications: 0 },
);
console.log(
  `| all | ${total.pairs} | ${(total.before / total.pairs).toFixed(1)} | ${(total.after / total.pairs).toFixed(1)} | ${total.improved} | ${total.lower} | ${total.fabrications} | |`,
);

const pairs = structure ? printGeneration(await evaluateGenerationPairs(folder)) : null;

const ranking = hasMatchFields(folder)
  ? printMatchRanking(await evaluateMatchRanking(folder))
  : null;
const rankingFigures = ranking
  ? { pairs: ranking.pairs, inOrder: ranking.pairs - ranking.inversions }
  : null;

if (structure)
  process.exitCode = await checkStructureBaseline(structure, args, pairs, rankingFigures);
