import type { OcrSummary, TextLine, UnsurePart } from '../types';
import { EngineError } from '../engine-error';
import { decodeImage } from './decode-image';
import type { GrayImage } from './gray-image';
import { imageSize } from './image-size';
import { OCR_BOUNDS } from './ocr-bounds';
import type { OcrEngine, OcrPage } from './ocr-engine';
import { scanPageLines } from './scan-page-lines';
import { prepareScan } from './prepare-scan';
import { renderScannedPages } from './render-scanned-pages';
import { tesseractOcr } from './tesseract-ocr';

/**
 * What OCR read from a scan: lines in reading order, pages whose columns could not be told
 * apart, and the OCR summary for the result.
 */
export interface ScanRead {
  lines: TextLine[];
  unsure: UnsurePart[];
  ocr: OcrSummary;
}

// An image says nothing of its size on paper: take it as a Letter page's width (612 pt).
const PAGE_WIDTH_PT = 612;

interface ScannedPage {
  page: number;
  image: GrayImage;
  pxPerPt: number;
}

async function recognizePages(
  pages: ScannedPage[],
  deadline: number,
  ocr: OcrEngine,
): Promise<ScanRead> {
  const read: Array<{ ocr: OcrPage; page: number; pxPerPt: number; image: GrayImage }> = [];
  // One page after another: the recognition worker works on one image at a time anyway.
  for (const page of pages) {
    const { image, pgm } = prepareScan(page.image);
    read.push({ ...page, image, ocr: await ocr.recognize(pgm, deadline) });
  }
  const parts = read.map((r) => scanPageLines(r.ocr, r.page, r.pxPerPt, r.image));
  const words = read.map((r) => r.ocr.lines.reduce((n, l) => n + l.words.length, 0));
  const total = words.reduce((a, b) => a + b, 0);
  if (total === 0) throw new EngineError('SCAN_UNREADABLE');
  const confidence = read.reduce((n, r, i) => n + r.ocr.confidence * words[i]!, 0) / total;
  return {
    lines: parts.flatMap((p) => p.lines),
    unsure: parts.flatMap((p) => p.unsure),
    ocr: {
      pages: read.length,
      confidence: Math.round(confidence),
      doubtfulWords: [...new Set(parts.flatMap((p) => p.doubtfulWords))],
      doubtfulLines: parts.flatMap((p) => p.doubtfulLines),
    },
  };
}

/** One page's picture, decoded, after its header's size is checked against OCR_BOUNDS. */
function pageOf(bytes: Uint8Array, page: number): ScannedPage {
  const size = imageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw new EngineError('MALFORMED');
  if (
    size.width * size.height > OCR_BOUNDS.maxPixelsPerPage ||
    Math.max(size.width, size.height) > OCR_BOUNDS.maxSidePixels
  )
    throw new EngineError('SCAN_TOO_LARGE');
  const image = decodeImage(bytes, size.format);
  return { page, image, pxPerPt: image.width / PAGE_WIDTH_PT };
}

/**
 * Reads a PNG or JPEG scan of one page by OCR. An image past OCR_BOUNDS (pixels, longest side)
 * is refused from its header, before any pixel is decoded.
 */
export async function readImage(
  bytes: Uint8Array,
  deadline: number,
  ocr: OcrEngine = tesseractOcr,
): Promise<ScanRead> {
  return recognizePages([pageOf(bytes, 1)], deadline, ocr);
}

/**
 * Reads pictures of pages (PNG or JPEG, one a page, in order) by OCR: a Word file whose pages
 * are pictures. Past OCR_BOUNDS.maxPages pages, the first are read and the rest named as
 * unread; none of those is decoded.
 */
export async function readImagePages(
  images: Uint8Array[],
  deadline: number,
  ocr: OcrEngine = tesseractOcr,
): Promise<ScanRead> {
  const read = images.slice(0, OCR_BOUNDS.maxPages).map((bytes, i) => pageOf(bytes, i + 1));
  const unread = images.slice(OCR_BOUNDS.maxPages).map((_, i) => OCR_BOUNDS.maxPages + i + 1);
  return withUnread(await recognizePages(read, deadline, ocr), unread);
}

/**
 * The read scan with its unread pages named: text recognition reads OCR_BOUNDS.maxPages pages
 * of a document at most, and whoever reads the results is told which were left.
 */
function withUnread(read: ScanRead, unread: number[]): ScanRead {
  if (unread.length === 0) return read;
  const pages =
    unread.length === 1 ? `Page ${unread[0]}` : `Pages ${unread[0]} to ${unread.at(-1)}`;
  const reason = `${pages} of the scan ${unread.length === 1 ? 'was' : 'were'} not read: text recognition reads the first ${OCR_BOUNDS.maxPages} scanned pages.`;
  return { ...read, unsure: [...read.unsure, { section: '', reason }] };
}

/**
 * Reads by OCR the pages of a PDF (1-based numbers) that have no text but hold an image: a
 * scanned page. Null when none of them holds an image (blank pages, or only drawings).
 */
export async function readScannedPdfPages(
  bytes: Uint8Array,
  pageNumbers: number[],
  deadline: number,
  ocr: OcrEngine = tesseractOcr,
): Promise<ScanRead | null> {
  if (pageNumbers.length === 0) return null;
  const { pages, unread } = await renderScannedPages(bytes, pageNumbers);
  return pages.length ? withUnread(await recognizePages(pages, deadline, ocr), unread) : null;
}
