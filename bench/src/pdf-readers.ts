import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readPdfText } from '@resumerank/engine/read/pdf-text/read-pdf-text';
import { readPdfWithPdfJs } from '@resumerank/engine/read/read-pdf-pdfjs';
import { MAX_PDF_PAGES } from '@resumerank/engine/read/read-pdf';
import { ms, percentile } from '../measure';
import { writeFixturePdfs } from './pdf-fixtures';
import { compareReaders, type Fidelity } from './pdf-reader-fidelity';
import type { ChildReader } from './pdf-readers-child';
import { loadPdfium, readWithPdfium, type Pdfium, type PdfiumPage } from './pdfium-text';

const run = promisify(execFile);
const benchDir = path.resolve(import.meta.dirname, '..');
const defaultCorpus = path.resolve(benchDir, '../../shared/corpus/resumes');

type Reader = 'quick' | 'pdfjs' | 'pdfium' | 'pdfiumRaw' | 'pdfiumLean' | 'pdfiumPages';
const READERS: Reader[] = ['quick', 'pdfjs', 'pdfium', 'pdfiumRaw', 'pdfiumLean', 'pdfiumPages'];
const COLD_READERS: ChildReader[] = ['quick', 'pdfjs', 'pdfium'];

interface Options {
  folder: string;
  runs: number;
  reads: number;
  cold: boolean;
  memory: boolean;
}

function parseOptions(args: string[]): Options {
  const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const folder = args.find((a) => !a.startsWith('-'));
  // npm runs the script in bench/; a relative folder means one relative to where npm was run.
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    folder: folder ? path.resolve(base, folder) : defaultCorpus,
    runs: Number(flag('runs') ?? 20),
    reads: Number(flag('reads') ?? 1000),
    cold: !args.includes('--no-cold'),
    memory: !args.includes('--no-memory'),
  };
}

interface BenchFile {
  name: string;
  file: string;
  bytes: Uint8Array;
}

async function child(args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await run(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'pdf-readers-child.ts'),
      ...args,
    ],
    { cwd: benchDir, maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(x === 1 ? 0 : 1)}%`);
const share = (found: number, total: number) => (total ? `${found}/${total}` : '-');

/**
 * The engine's two PDF readers (the quick reader, pdf.js) beside PDFium (@embedpdf/pdfium, every
 * character with its loose box, font size, weight and font name): warm and cold time per file,
 * what each gives (same text, font sizes, bold, ligatures, soft hyphens), and memory over many
 * reads. On the PDFs of a folder (default ../shared/corpus/resumes) and PDFs the engine's tests
 * build.
 *   npm run bench -- pdf-readers [folder] [--runs=20] [--reads=1000] [--no-cold] [--no-memory]
 */
export async function benchPdfReaders(args: string[] = []): Promise<void> {
  const options = parseOptions(args);
  console.log('\n## PDF readers: quick reader, pdf.js, PDFium (WebAssembly)');
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(`${os.cpus().length} cores, load average ${load()} at start`);
  const files: BenchFile[] = [];
  if (existsSync(options.folder)) {
    for (const name of readdirSync(options.folder)
      .filter((f) => /\.pdf$/i.test(f))
      .sort()) {
      const file = path.join(options.folder, name);
      files.push({ name, file, bytes: new Uint8Array(await readFile(file)) });
    }
  } else {
    console.log(`(no folder at ${options.folder}; only the PDFs the tests build)`);
  }
  const fixtures = await writeFixturePdfs();
  for (const f of fixtures)
    files.push({ name: f.name, file: f.file, bytes: new Uint8Array(await readFile(f.file)) });

  try {
    const pdfium = await loadPdfium();
    console.log(
      `PDFium: @embedpdf/pdfium, ${(pdfium.wasmBytes / 1024 / 1024).toFixed(1)} MB .wasm, ` +
        `loaded (read, compiled, instantiated, initialised) in ${ms(pdfium.loadMs)} in this process`,
    );
    const fidelity = new Map<string, Fidelity>();
    for (const f of files) {
      const quick = readPdfText(f.bytes, { maxPages: MAX_PDF_PAGES });
      const pdfjs = await readPdfWithPdfJs(f.bytes, MAX_PDF_PAGES);
      const read = readWithPdfium(pdfium, f.bytes);
      if ('error' in read) throw new Error(`PDFium could not open ${f.name}: error ${read.error}`);
      fidelity.set(f.name, compareReaders(quick, pdfjs, read.pages));
      // The ways of asking must give the same characters, or their times compare nothing. (The
      // lean way gives a generated space its text object's size, not its own: ignored.)
      const shape = (pages: PdfiumPage[]) =>
        JSON.stringify(pages.map((p) => p.chars.map((c) => (c.generated ? [c.code] : c))));
      for (const calls of ['raw', 'lean'] as const) {
        const other = readWithPdfium(pdfium, f.bytes, calls);
        if (!('pages' in other) || shape(other.pages) !== shape(read.pages))
          throw new Error(`PDFium ${calls} calls differ from cwrap on ${f.name}`);
      }
    }
    const warm = await timeWarm(files, pdfium, options.runs);
    const cold = options.cold ? await timeCold(files) : null;
    printTimes(files, fidelity, warm, cold, options.runs);
    printFidelity(files, fidelity);
    printBold(files, fidelity);
    if (options.memory) await printMemory(files, options.reads);
    console.log(`\nload average ${load()} at the end`);
  } finally {
    await rm(path.dirname(fixtures[0]!.file), { recursive: true, force: true });
  }
}

/** Median of `runs` warm reads per file and reader, the readers interleaved run by run. */
async function timeWarm(
  files: BenchFile[],
  pdfium: Pdfium,
  runs: number,
): Promise<Map<string, Record<Reader, number>>> {
  const readers: Record<Reader, (bytes: Uint8Array) => Promise<unknown> | unknown> = {
    quick: (bytes) => readPdfText(bytes, { maxPages: MAX_PDF_PAGES }),
    pdfjs: (bytes) => readPdfWithPdfJs(bytes, MAX_PDF_PAGES),
    pdfium: (bytes) => readWithPdfium(pdfium, bytes),
    pdfiumRaw: (bytes) => readWithPdfium(pdfium, bytes, 'raw'),
    pdfiumLean: (bytes) => readWithPdfium(pdfium, bytes, 'lean'),
    pdfiumPages: (bytes) => readWithPdfium(pdfium, bytes, 'none'),
  };
  const out = new Map<string, Record<Reader, number>>();
  for (const f of files) {
    const times = Object.fromEntries(READERS.map((r) => [r, [] as number[]])) as Record<
      Reader,
      number[]
    >;
    for (let r = -3; r < runs; r += 1) {
      // Each run starts with the next reader, so that no reader always follows the same one.
      const order = READERS.map((_, i) => READERS[(i + r + 3) % READERS.length]!);
      for (const reader of order) {
        const start = performance.now();
        await readers[reader](f.bytes);
        if (r >= 0) times[reader].push(performance.now() - start);
      }
    }
    out.set(
      f.name,
      Object.fromEntries(READERS.map((r) => [r, percentile(times[r], 50)])) as Record<
        Reader,
        number
      >,
    );
  }
  return out;
}

interface Cold {
  coldMs: number;
  importMs: number;
  secondMs: number;
  /** PDFium only: reading, compiling, instantiating and initialising the .wasm. */
  wasmLoadMs?: number;
}

/** Each file as the first read of a fresh process, per reader (processes interleaved). */
async function timeCold(files: BenchFile[]): Promise<Map<string, Record<ChildReader, Cold>>> {
  const out = new Map<string, Record<ChildReader, Cold>>();
  let turn = 0;
  for (const f of files) {
    const row = {} as Record<ChildReader, Cold>;
    turn += 1;
    for (let i = 0; i < COLD_READERS.length; i += 1) {
      const reader = COLD_READERS[(i + turn) % COLD_READERS.length]!;
      row[reader] = (await child(['cold', reader, f.file])) as unknown as Cold;
    }
    out.set(f.name, row);
  }
  return out;
}

function printTimes(
  files: BenchFile[],
  fidelity: Map<string, Fidelity>,
  warm: Map<string, Record<Reader, number>>,
  cold: Map<string, Record<ChildReader, Cold>> | null,
  runs: number,
): void {
  console.log(
    `\n### Time per file (warm: median of ${runs} runs, readers interleaved; cold: first read in a fresh process, with loading the reader)`,
  );
  console.log(
    '| file | pages | glyphs | quick warm | quick cold | pdf.js warm | pdf.js cold | PDFium warm | PDFium cold | engine today warm |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const sum: Record<string, number> = {};
  const add = (key: string, value: number) => (sum[key] = (sum[key] ?? 0) + value);
  for (const f of files) {
    const w = warm.get(f.name)!;
    const c = cold?.get(f.name);
    const fi = fidelity.get(f.name)!;
    // The engine reads with the quick reader, and with pdf.js after it when it refuses.
    const engine = fi.quickRefused ? w.quick + w.pdfjs : w.quick;
    for (const [k, v] of Object.entries(w)) add(k, v);
    add('engine', engine);
    if (c) for (const r of COLD_READERS) add(`cold-${r}`, c[r].coldMs);
    const coldCell = (r: ChildReader) => (c ? ms(c[r].coldMs) : '-');
    console.log(
      `| ${f.name} | ${fi.pages} | ${fi.glyphs} | ${ms(w.quick)}${fi.quickRefused ? ' (refused)' : ''} | ${coldCell('quick')} | ${ms(w.pdfjs)} | ${coldCell('pdfjs')} | ${ms(w.pdfium)} | ${coldCell('pdfium')} | ${ms(engine)} |`,
    );
  }
  const cell = (key: string) => (sum[key] === undefined ? '-' : ms(sum[key]));
  console.log(
    `| **total** (${files.length} files) | | | ${cell('quick')} | ${cell('cold-quick')} | ${cell('pdfjs')} | ${cell('cold-pdfjs')} | ${cell('pdfium')} | ${cell('cold-pdfium')} | ${cell('engine')} |`,
  );
  const median = (reader: Reader) =>
    ms(
      percentile(
        [...warm.values()].map((w) => w[reader]),
        50,
      ),
    );
  console.log(
    `median per file, warm: quick ${median('quick')}, pdf.js ${median('pdfjs')}, PDFium ${median('pdfium')}, PDFium raw exports ${median('pdfiumRaw')}, PDFium lean ${median('pdfiumLean')}, PDFium pages only ${median('pdfiumPages')}`,
  );
  if (cold) {
    const part = (r: ChildReader, key: keyof Cold) =>
      ms(
        percentile(
          [...cold.values()].map((c) => c[r][key] ?? 0),
          50,
        ),
      );
    console.log(
      `cold, median over files: import of the reader's module ${COLD_READERS.map((r) => `${r} ${part(r, 'importMs')}`).join(', ')}; ` +
        `first read with loading ${COLD_READERS.map((r) => `${r} ${part(r, 'coldMs')}`).join(', ')}; ` +
        `second read ${COLD_READERS.map((r) => `${r} ${part(r, 'secondMs')}`).join(', ')}; ` +
        `PDFium's .wasm load within its first read ${part('pdfium', 'wasmLoadMs')}`,
    );
  }
  console.log(
    "\n### Where PDFium's time goes (warm medians): the package's cwrap functions, 8 calls a character " +
      '(unicode, loose box, size, matrix, weight, text object, generated, hyphen; font name per text object); ' +
      'the same through the raw exports; lean: raw exports, the text in one call a page, box and text object a character, ' +
      'the rest once per text object; pages only: document, pages and text pages, no character asked for',
  );
  console.log('| file | chars | cwrap | raw exports | lean | pages only |');
  console.log('|---|---|---|---|---|---|');
  for (const f of files) {
    const w = warm.get(f.name)!;
    console.log(
      `| ${f.name} | ${fidelity.get(f.name)!.chars} | ${ms(w.pdfium)} | ${ms(w.pdfiumRaw)} | ${ms(w.pdfiumLean)} | ${ms(w.pdfiumPages)} |`,
    );
  }
  console.log(
    `| **total** | | ${cell('pdfium')} | ${cell('pdfiumRaw')} | ${cell('pdfiumLean')} | ${cell('pdfiumPages')} |`,
  );
  const refused = files.filter((f) => fidelity.get(f.name)!.quickRefused);
  for (const f of refused)
    console.log(`quick reader refused ${f.name}: ${fidelity.get(f.name)!.quickRefused}`);
}

function printFidelity(files: BenchFile[], fidelity: Map<string, Fidelity>): void {
  console.log(
    "\n### Same text? (character-level agreement, whitespace removed; ligatures U+FB00-FB06 and soft hyphens U+00AD in each reader's text: quick / pdf.js / PDFium)",
  );
  console.log(
    '| file | PDFium vs quick | PDFium vs pdf.js | quick vs pdf.js | PDFium minus engine reader, characters | font sizes agree (GetFontSize / x matrix) | ligatures | soft hyphens | PDFium hyphen flags |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const q = (n: number | null) => (n === null ? '-' : String(n));
  for (const f of files) {
    const x = fidelity.get(f.name)!;
    console.log(
      `| ${f.name} | ${pct(x.pdfiumVsQuick)} | ${pct(x.pdfiumVsPdfjs)} | ${pct(x.quickVsPdfjs)} | ${x.differences || 'none'} | ${pct(x.fontSizes.reported)} / ${pct(x.fontSizes.scaled)} | ${q(x.ligatures.quick)} / ${x.ligatures.pdfjs} / ${x.ligatures.pdfium} | ${q(x.softHyphens.quick)} / ${x.softHyphens.pdfjs} / ${x.softHyphens.pdfium} | ${x.pdfiumHyphenFlags} |`,
    );
  }
}

function printBold(files: BenchFile[], fidelity: Map<string, Fidelity>): void {
  console.log(
    '\n### Bold (glyphs; reference: the font name says bold, incl. TeX BX faces; found/bold glyphs, and regular glyphs called bold)',
  );
  console.log(
    '| file | bold glyphs | PDFium weight >= 600 | false | name rule on PDFium font | false | either | false | weight >= 1.4 x body | false | engine today: items bold (quick / pdf.js) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of files) {
    const b = fidelity.get(f.name)!.bold;
    console.log(
      `| ${f.name} | ${b.truth} | ${share(b.weightFound, b.truth)} | ${b.weightFalse} | ${share(b.nameFound, b.truth)} | ${b.nameFalse} | ${share(b.eitherFound, b.truth)} | ${b.eitherFalse} | ${share(b.relativeFound, b.truth)} | ${b.relativeFalse} | ${b.engineQuickItems || '-'} / ${b.engineReaderItems} |`,
    );
  }
  console.log('\nPDFium weights by font (FPDFText_GetFontWeight; -1 = unknown):');
  const seen = new Map<string, Set<number>>();
  for (const f of files)
    for (const [font, set] of fidelity.get(f.name)!.weights) {
      const key = font.replace(/^[A-Z]{6}\+/, '');
      const all = seen.get(key) ?? new Set<number>();
      for (const w of set) all.add(w);
      seen.set(key, all);
    }
  console.log(
    [...seen]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([font, set]) => `${font || '(no name)'} ${[...set].sort((a, b) => a - b).join('/')}`)
      .join('; '),
  );
}

async function printMemory(files: BenchFile[], reads: number): Promise<void> {
  console.log(
    `\n### Memory, each reader alone in a fresh process (MB after GC; ${reads.toLocaleString('en')} reads cycling through the ${files.length} files)`,
  );
  console.log(
    '| reader | RSS at start | RSS after loading | RSS after reads | heap after loading | heap after reads | external after reads | WASM memory after reads | ms per read |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  type Mem = { rss: number; heapUsed: number; external: number; wasm: number };
  for (const reader of COLD_READERS) {
    const m = (await child(['memory', reader, String(reads), ...files.map((f) => f.file)])) as {
      before: Mem;
      loaded: Mem;
      after: Mem;
      perRead: number;
    };
    console.log(
      `| ${reader} | ${m.before.rss} | ${m.loaded.rss} | ${m.after.rss} | ${m.loaded.heapUsed} | ${m.after.heapUsed} | ${m.after.external} | ${reader === 'pdfium' ? m.after.wasm : '-'} | ${ms(m.perRead)} |`,
    );
  }
}
