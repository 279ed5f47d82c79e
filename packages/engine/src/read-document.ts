import type { OcrSummary, ResumeDocument, TextLine, UnsurePart } from './types';
import { EngineError } from './engine-error';
import { detectFileType } from './detect-file-type';
import { readPdf } from './read/read-pdf';
import { readDocx } from './read/read-docx';
import { readOdt } from './read/read-odt';
import { readDoc } from './read/read-doc';
import { readJsonResume } from './read/read-json-resume';
import { linesFromText } from './read/lines-from-text';
import { readImage, readImagePages, readScannedPdfPages } from './ocr/read-scan';
import { docxPageImages } from './read/docx-page-images';
import type { OcrEngine } from './ocr/ocr-engine';
import { letterBullets } from './read/letter-bullets';
import { dropPageFurniture } from './read/drop-page-furniture';

/** Largest file the engine reads (the product's upload limit). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** More text than any resume has: refuse rather than score a book. */
const MAX_WORDS = 30_000;
/** Far more characters than 30,000 words take: a file past it is one endless line, not a resume. */
const MAX_TEXT_CHARS = 400_000;

export interface ReadOptions {
  /** Give up after this long (default 20 s). Run the engine in a worker to stop the work itself. */
  timeoutMs?: number;
  /** The OCR for scans (default tesseract.js); evaluations pass one that caches its answers. */
  ocr?: OcrEngine;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** What a reader gives back: lines, and what some formats add to them. */
interface ReadLines {
  lines: TextLine[];
  pages: number;
  structured?: ResumeDocument['structured'];
  unsure?: UnsurePart[];
  ocr?: OcrSummary;
}

async function readLines(
  bytes: Uint8Array,
  format: ResumeDocument['format'],
  deadline: number,
  ocr: OcrEngine | undefined,
): Promise<ReadLines> {
  switch (format) {
    case 'pdf':
      return readPdfAndScans(bytes, deadline, ocr);
    case 'png':
    case 'jpeg':
      return { ...(await readImage(bytes, deadline, ocr)), pages: 1 };
    case 'docx':
      return readDocxAndScans(bytes, deadline, ocr);
    case 'odt':
      return { lines: await readOdt(bytes), pages: 0 };
    case 'doc':
      return { lines: await readDoc(bytes), pages: 0 };
    case 'json': {
      const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
      const { lines, structured } = readJsonResume(text);
      return { lines, pages: 0, structured };
    }
    case 'txt':
      return {
        lines: linesFromText(new TextDecoder().decode(bytes).replace(/^\uFEFF/, '')),
        pages: 0,
      };
  }
}

/** Reads a PDF's text layer, then by OCR its pages that have no text but an image (scans). */
async function readPdfAndScans(bytes: Uint8Array, deadline: number, ocr: OcrEngine | undefined) {
  const read = await readPdf(bytes, deadline);
  const withText = new Set(read.lines.map((l) => l.page));
  const textless = Array.from({ length: read.pages }, (_, i) => i + 1).filter(
    (n) => !withText.has(n),
  );
  const scan = await readScannedPdfPages(bytes, textless, deadline, ocr);
  if (!scan) return read;
  // Page by page, in page order: a scanned page keeps its place among the pages with text.
  const lines = [...read.lines, ...scan.lines].sort((a, b) => a.page - b.page);
  return { ...read, lines, unsure: [...read.unsure, ...scan.unsure], ocr: scan.ocr };
}

/**
 * Reads a DOCX's text; one with no text but pictures of its pages (a scan saved into Word) is
 * read from those pictures by OCR, as a scanned PDF is.
 */
async function readDocxAndScans(bytes: Uint8Array, deadline: number, ocr: OcrEngine | undefined) {
  const lines = await readDocx(bytes);
  if (lines.some((l) => /[\p{L}\p{N}]/u.test(l.text))) return { lines, pages: 0 };
  const images = docxPageImages(bytes);
  if (images.length === 0) return { lines, pages: 0 };
  return { ...(await readImagePages(images, deadline, ocr)), pages: images.length };
}

/** Gives each line its place on its page (1-based, reading order), for provenance. */
function numberLines(lines: TextLine[]): void {
  let page = 0;
  let n = 0;
  for (const line of lines) {
    if (line.page !== page) [page, n] = [line.page, 0];
    n += 1;
    line.line = n;
  }
}

function estimatePages(lines: TextLine[], words: number): number {
  // Word files carry no page geometry here: about 500 words or 55 lines make a page.
  return Math.max(1, Math.ceil(Math.max(words / 500, lines.length / 55)));
}

/**
 * Reads any supported resume from its bytes: the kind is decided from the content, the text is
 * put in reading order, and a file with nothing readable is refused with the reason.
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<ResumeDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES)
    throw new EngineError('TOO_LARGE', 'File size must be less than 10MB');
  const format = detectFileType(bytes);
  if (!format) throw new EngineError('UNSUPPORTED_TYPE');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EngineError('TIMEOUT')), timeoutMs);
  });
  try {
    // Work done without yielding (the quick PDF reader) watches the deadline itself.
    const deadline = performance.now() + timeoutMs;
    const raw = await Promise.race([readLines(bytes, format, deadline, options.ocr), timeout]);
    const read = { ...raw, lines: letterBullets(dropPageFurniture(raw.lines)) };
    numberLines(read.lines);
    const text = read.lines.map((l) => l.text).join('\n');
    const wordCount = countWords(text);
    if (wordCount === 0) {
      throw new EngineError(format === 'pdf' ? 'NO_TEXT_LAYER' : 'EMPTY_DOCUMENT');
    }
    if (wordCount > MAX_WORDS || text.length > MAX_TEXT_CHARS) throw new EngineError('TOO_LARGE');
    return {
      format,
      pages: read.pages || estimatePages(read.lines, wordCount),
      lines: read.lines,
      text,
      wordCount,
      ...(read.structured ? { structured: read.structured } : {}),
      ...(read.unsure?.length ? { unsure: read.unsure } : {}),
      ...(read.ocr ? { ocr: read.ocr } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}
