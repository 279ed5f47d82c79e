// Scans against their text layers: a fixed set of zoo PDFs is drawn as a scanner returns them
// (200 DPI, turned 1.5 degrees, grain), put in image-only PDFs, read by OCR, and scored against
// the same labels as the PDF itself. OCR answers are cached in the temp folder (cached-ocr.ts),
// so a second run measures changes to the line assembly in seconds.
// Run: npx tsx test/zoo/report-ocr-zoo.ts [--lines <file name>]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { analyzeResume } from '../../src/analyze-resume';
import { closeTesseract } from '../../src/ocr/tesseract-ocr';
import { encodeJpeg, imagePdf } from '../fixtures/encode-scan';
import { renderScan } from '../fixtures/render-scan';
import { cachedOcr } from './cached-ocr';
import { ensureZoo } from './ensure-zoo';
import { addScores, scoreReading, type ReadingScore } from './scan-vs-text';

/**
 * The set: one-column, two-column, sidebar, date-column and tab-date pages of three people, as
 * the zoo's PDF writer sets them, and three as Word sets them (through LibreOffice, when there).
 */
const SET: Array<[number, string]> = [1, 2].flatMap((seed) =>
  [
    'single-column',
    'two-columns',
    'left-sidebar',
    'right-sidebar',
    'date-column-left',
    'date-column-right',
  ].map((layout): [number, string] => [seed, `${layout}.pdf`]),
);
SET.push(
  [3, 'tab-dates.pdf'],
  [3, 'company-first.pdf'],
  [3, 'two-columns.pdf'],
  [3, 'volunteer-leadership.pdf'],
  [1, 'two-columns.word.pdf'],
  [2, 'left-sidebar.word.pdf'],
  [3, 'date-column-right.word.pdf'],
);
const ONLY = process.env.OCR_ZOO_ONLY;

const cell = (s: ReadingScore) =>
  `${s.rolesFound}/${s.roles} roles, ${s.datesRight} dates, ` +
  `${s.achievementsKept}/${s.achievements} achievements, name ${s.name ? 'yes' : 'no'}, ` +
  `email ${s.email ? 'yes' : 'no'}`;

const percent = (a: number, b: number) => `${Math.round((a / Math.max(1, b)) * 100)}%`;

function totalRow(label: string, scores: ReadingScore[]): string {
  const t = addScores(scores);
  const names = scores.filter((s) => s.name).length;
  const emails = scores.filter((s) => s.email).length;
  return (
    `${label}: roles ${t.rolesFound}/${t.roles} (${percent(t.rolesFound, t.roles)}), dates right ` +
    `${t.datesRight}/${t.roles} (${percent(t.datesRight, t.roles)}), achievements ` +
    `${t.achievementsKept}/${t.achievements} (${percent(t.achievementsKept, t.achievements)}), ` +
    `name ${names}/${scores.length}, email ${emails}/${scores.length}`
  );
}

async function main(): Promise<void> {
  const showLines = process.argv.includes('--lines')
    ? process.argv[process.argv.indexOf('--lines') + 1]
    : undefined;
  const seeds = [...new Set(SET.map(([s]) => s))];
  const zoo = await ensureZoo(seeds);
  const ocr = await cachedOcr();
  const text: ReadingScore[] = [];
  const scan: ReadingScore[] = [];
  const started = performance.now();
  for (const [seed, name] of SET) {
    if (ONLY && !`${seed}/${name}`.includes(ONLY)) continue;
    const i = seeds.indexOf(seed);
    const label = zoo.labels[i]!.files[name];
    // Word's PDFs are there only when LibreOffice is.
    if (!label) continue;
    const pdf = new Uint8Array(await readFile(path.join(zoo.dirs[i]!, name)));
    const scanned = await imagePdf((await renderScan(pdf)).map((page) => encodeJpeg(page)));
    const fromText = await analyzeResume(pdf);
    const fromScan = await analyzeResume(scanned, { ocr, timeoutMs: 600_000 });
    text.push(scoreReading(fromText.parsed, label));
    scan.push(scoreReading(fromScan.parsed, label));
    console.log(`seed ${seed} ${name.padEnd(24)} text: ${cell(text.at(-1)!)}`);
    console.log(`${' '.repeat(32)}scan: ${cell(scan.at(-1)!)}`);
    if (showLines === `${seed}/${name}`) {
      console.log(fromScan.document.lines.map((l) => `  ${l.fontSize} | ${l.text}`).join('\n'));
      console.log(JSON.stringify(fromScan.parsed.experience, null, 1));
    }
  }
  console.log(`\n${totalRow('text layer', text)}\n${totalRow('scan      ', scan)}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const perPage = ocr.misses()
    ? `, ${(ocr.recognitionMs() / ocr.misses() / 1000).toFixed(1)} s a page`
    : '';
  console.log(
    `(${text.length} files, ${ocr.misses()} pages recognised anew${perPage}, ${seconds} s in all)`,
  );
  await closeTesseract();
}

await main();
