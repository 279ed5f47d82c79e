// A fresh process for one reader, started by pdf-readers.ts: what a reader costs from process
// start (cold), and its memory over many reads. Prints one JSON line.
//   node --expose-gc --import tsx src/pdf-readers-child.ts cold <reader> <file>
//   node --expose-gc --import tsx src/pdf-readers-child.ts memory <reader> <reads> <file>...
import { readFileSync } from 'node:fs';

export type ChildReader = 'quick' | 'pdfjs' | 'pdfium';

const MAX_PAGES = 30;

/** Imports one reader and answers a function reading a file with it, timing the import. */
async function loadReader(reader: ChildReader): Promise<{
  read: (bytes: Uint8Array) => Promise<unknown>;
  wasm?: () => number;
  loadMs?: () => number;
}> {
  if (reader === 'quick') {
    const { readPdfText } = await import('@resumerank/engine/read/pdf-text/read-pdf-text');
    return { read: async (bytes) => readPdfText(bytes, { maxPages: MAX_PAGES }) };
  }
  if (reader === 'pdfjs') {
    // pdf.js itself is loaded by the first read, as in the engine.
    const { readPdfWithPdfJs } = await import('@resumerank/engine/read/read-pdf-pdfjs');
    return { read: (bytes) => readPdfWithPdfJs(bytes, MAX_PAGES) };
  }
  // PDFium is loaded by the first read too (compile and instantiate the .wasm, init).
  const { loadPdfium, readWithPdfium, wasmMemoryBytes } = await import('./pdfium-text');
  let pdfium: Awaited<ReturnType<typeof loadPdfium>> | undefined;
  return {
    read: async (bytes) => {
      pdfium ??= await loadPdfium();
      return readWithPdfium(pdfium, bytes);
    },
    wasm: () => (pdfium ? wasmMemoryBytes(pdfium) : 0),
    loadMs: () => pdfium?.loadMs ?? 0,
  };
}

function memory(wasm?: () => number) {
  globalThis.gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return {
    rss: mb(m.rss),
    heapUsed: mb(m.heapUsed),
    external: mb(m.external),
    arrayBuffers: mb(m.arrayBuffers),
    wasm: mb(wasm?.() ?? 0),
  };
}

const [mode, reader, ...rest] = process.argv.slice(2) as [string, ChildReader, ...string[]];
if (mode === 'cold') {
  const bytes = new Uint8Array(readFileSync(rest[0]!));
  const start = performance.now();
  const { read, loadMs } = await loadReader(reader);
  const imported = performance.now();
  await read(bytes);
  const first = performance.now();
  await read(bytes);
  const second = performance.now();
  console.log(
    JSON.stringify({
      importMs: imported - start,
      firstMs: first - imported,
      coldMs: first - start,
      secondMs: second - first,
      wasmLoadMs: loadMs?.(),
    }),
  );
} else if (mode === 'memory') {
  const reads = Number(rest[0]);
  const files = rest.slice(1).map((f) => new Uint8Array(readFileSync(f)));
  const before = memory();
  const loader = await loadReader(reader);
  for (const bytes of files) await loader.read(bytes);
  const loaded = memory(loader.wasm);
  const start = performance.now();
  for (let i = 0; i < reads; i += 1) await loader.read(files[i % files.length]!);
  const perRead = (performance.now() - start) / reads;
  const after = memory(loader.wasm);
  console.log(JSON.stringify({ before, loaded, after, perRead }));
} else {
  console.error('usage: pdf-readers-child.ts cold|memory <reader> ...');
  process.exit(2);
}
