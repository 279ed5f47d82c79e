// `npm run eval -- <folder> --scans [--split tuned|holdout]`: each PDF of a structure-labelled
// set (the wild set) drawn as a scanner returns it (200 DPI, turned 1.5 degrees, grain), put in
// an image-only PDF and read by OCR, beside the same PDF read from its text layer: issue #23
// asks that scans read close to their text-layer twins on real layouts, not only on our own.
// OCR answers are cached in the temp folder (zoo/cached-ocr.ts), so a second run is quick.
import { readFile } from 'node:fs/promises';
import { analyzeResume } from '../../src/analyze-resume';
import { evaluateStructure, type StructureResult } from '../../src/cli/evaluate-structure';
import { keepsHoldout } from '../../src/cli/eval-structure-only';
import { splitOf, type Split } from '../../src/cli/holdout';
import { printPartTotals } from '../../src/cli/print-part-totals';
import { closeTesseract } from '../../src/ocr/tesseract-ocr';
import { encodeJpeg, imagePdf } from '../fixtures/encode-scan';
import { renderScan } from '../fixtures/render-scan';
import { cachedOcr } from '../zoo/cached-ocr';

/** Prints the tuned files side by side: roles and dates found from the text layer and the scan. */
function printSideBySide(text: StructureResult[], scans: StructureResult[]): void {
  console.log('| file | roles | text layer: found, dates | scan: found, dates | scan name |');
  console.log('|---|---|---|---|---|');
  text.forEach((t, i) => {
    const s = scans[i]!;
    console.log(
      `| ${t.file} | ${t.roles} | ${t.rolesFound}, ${t.datesRight} | ${s.rolesFound}, ${s.datesRight}${s.error ? ` (${s.error})` : ''} | ${s.nameRight ? 'yes' : 'no'} |`,
    );
  });
}

/** Runs the scan eval on a folder; answers the exit code. */
export async function runScanEval(folder: string, split?: Split): Promise<number> {
  if (!split && (await keepsHoldout(folder))) {
    console.error(`${folder} keeps a holdout: measure it with --split tuned or --split holdout`);
    return 2;
  }
  const ocr = await cachedOcr();
  const pdfs = (file: string) => /\.pdf$/i.test(file) && (!split || splitOf(file) === split);
  const text = await evaluateStructure(folder, pdfs);
  const scans = await evaluateStructure(folder, pdfs, async (file) => {
    try {
      const pages = await renderScan(new Uint8Array(await readFile(file)));
      const scanned = await imagePdf(pages.map((page) => encodeJpeg(page)));
      const { parsed } = await analyzeResume(scanned, { ocr, timeoutMs: 600_000 });
      return { read: { name: parsed.name, experience: parsed.experience } };
    } catch (error) {
      return { read: null, error: error instanceof Error ? error.message : String(error) };
    }
  });
  await closeTesseract();
  if (split !== 'holdout') printSideBySide(text, scans);
  printPartTotals(`${split ?? 'whole'}, PDFs from their text layer`, text);
  printPartTotals(`${split ?? 'whole'}, the same PDFs scanned and read by OCR`, scans);
  console.log(`\n${ocr.misses()} page(s) recognised afresh by tesseract; the rest from the cache.`);
  return 0;
}
