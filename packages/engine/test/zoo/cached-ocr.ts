import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OcrEngine, OcrPage } from '../../src/ocr/ocr-engine';
import { tesseractOcr } from '../../src/ocr/tesseract-ocr';

const CACHE = path.join(os.tmpdir(), 'resumerank-ocr-cache');
// What tesseract answers depends on these sources (its settings, what is kept of its answer).
const SOURCES = ['../../src/ocr/tesseract-ocr.ts', '../../src/ocr/ocr-engine.ts'];

/**
 * tesseract.js with its answers kept in the temp folder, keyed by the image's bytes and the
 * sources that call it: evaluations of how OCR output becomes lines run again in seconds.
 */
export async function cachedOcr(): Promise<
  OcrEngine & { misses: () => number; recognitionMs: () => number }
> {
  const salt = createHash('sha256');
  for (const file of SOURCES) salt.update(await readFile(path.join(import.meta.dirname, file)));
  const version = salt.digest('hex');
  await mkdir(CACHE, { recursive: true });
  let misses = 0;
  let recognitionMs = 0;
  // OCR_ZOO_FRESH=1 recognises every page again (to time tesseract), still keeping its answers.
  const fresh = process.env.OCR_ZOO_FRESH === '1';
  return {
    misses: () => misses,
    recognitionMs: () => recognitionMs,
    async recognize(image, deadline) {
      const key = createHash('sha256').update(version).update(image).digest('hex').slice(0, 24);
      const file = path.join(CACHE, `${key}.json`);
      const kept = fresh ? null : await readFile(file, 'utf8').catch(() => null);
      if (kept) return JSON.parse(kept) as OcrPage;
      misses += 1;
      const started = performance.now();
      const page = await tesseractOcr.recognize(image, deadline);
      recognitionMs += performance.now() - started;
      // Written aside and renamed, so a run stopped halfway never leaves half an answer.
      await writeFile(`${file}.${process.pid}`, JSON.stringify(page));
      await rename(`${file}.${process.pid}`, file);
      return page;
    },
  };
}
