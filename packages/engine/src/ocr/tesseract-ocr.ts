import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Line, type Worker } from 'tesseract.js';
import { EngineError } from '../engine-error';
import { OCR_BOUNDS } from './ocr-bounds';
import type { OcrEngine, OcrLine, OcrPage } from './ocr-engine';

const require = createRequire(import.meta.url);

// The English model ships in @tesseract.js-data/eng; its LSTM-only "best_int" data is the
// model tesseract.js would otherwise fetch from a CDN. The files are gzipped, hence gzip: true.
// tesseract.js loads its WebAssembly core and worker script from its own packages.
const LANG_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

let worker: Promise<Worker> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
// One recognition at a time per thread: a deadline ends the worker, and with it any job queued.
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  // cacheMethod 'none': never read or write a copy of the model in the working directory.
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  }).then(async (w) => {
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });
    return w;
  });
  return worker;
}

/** Ends this thread's recognition worker, if any (its memory is given back). */
export async function closeTesseract(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

function toLine(line: Line): OcrLine {
  const { rowAttributes: row, bbox, baseline } = line;
  return {
    text: line.text.trim(),
    confidence: line.confidence,
    words: line.words.map((w) => ({
      text: w.text,
      confidence: w.confidence,
      box: { left: w.bbox.x0, top: w.bbox.y0, right: w.bbox.x1, bottom: w.bbox.y1 },
    })),
    top: bbox.y0,
    bottom: bbox.y1,
    rowHeight: row.rowHeight - row.descenders,
    baseline: (baseline.y0 + baseline.y1) / 2,
  };
}

async function recognizeNow(image: Uint8Array, deadline: number): Promise<OcrPage> {
  clearTimeout(idleTimer);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        // Stop the recognition itself, not only the wait for it.
        void closeTesseract();
        reject(new EngineError('TIMEOUT'));
      },
      Math.max(0, deadline - performance.now()),
    );
  });
  try {
    const run = startWorker().then((w) =>
      w.recognize(Buffer.from(image), {}, { text: false, blocks: true }),
    );
    const { data } = await Promise.race([run, late]);
    const lines = (data.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
    return { lines: lines.map(toLine).filter((l) => l.text), confidence: data.confidence };
  } finally {
    clearTimeout(timer);
    idleTimer = setTimeout(() => void closeTesseract(), OCR_BOUNDS.idleCloseMs);
    idleTimer.unref();
  }
}

/**
 * OCR by tesseract.js, fully offline: one recognition worker per thread, started on first use,
 * reused, and ended when idle for OCR_BOUNDS.idleCloseMs or when its thread ends.
 */
export const tesseractOcr: OcrEngine = {
  recognize(image, deadline) {
    const job = queue.then(() => recognizeNow(image, deadline));
    queue = job.catch(() => undefined);
    return job;
  },
};
