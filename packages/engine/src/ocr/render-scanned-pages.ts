import type { WrappedPdfiumModule } from '@embedpdf/pdfium';
import { EngineError } from '../engine-error';
import type { GrayImage } from './gray-image';
import { BGRX, toGray } from './to-gray';
import { loadPdfium, pdfiumHeap } from './load-pdfium';
import { OCR_BOUNDS } from './ocr-bounds';

const IMAGE_OBJECT = 3; // FPDF_PAGEOBJ_IMAGE
const WHITE = 0xffffffff;

function hasImage(m: WrappedPdfiumModule, page: number): boolean {
  const count = m.FPDFPage_CountObjects(page);
  for (let i = 0; i < count; i += 1)
    if (m.FPDFPageObj_GetType(m.FPDFPage_GetObject(page, i)) === IMAGE_OBJECT) return true;
  return false;
}

/** Pixels per point for a page: the render DPI, lowered so the page stays within the bounds. */
function pageScale(widthPt: number, heightPt: number): number {
  const wanted = OCR_BOUNDS.pdfRenderDpi / 72;
  const byPixels = Math.sqrt(OCR_BOUNDS.maxPixelsPerPage / Math.max(1, widthPt * heightPt));
  const bySide = OCR_BOUNDS.maxSidePixels / Math.max(1, widthPt, heightPt);
  return Math.min(wanted, byPixels, bySide);
}

function renderPage(m: WrappedPdfiumModule, page: number): { image: GrayImage; pxPerPt: number } {
  const scale = pageScale(m.FPDF_GetPageWidthF(page), m.FPDF_GetPageHeightF(page));
  const width = Math.max(1, Math.round(m.FPDF_GetPageWidthF(page) * scale));
  const height = Math.max(1, Math.round(m.FPDF_GetPageHeightF(page) * scale));
  const bitmap = m.FPDFBitmap_Create(width, height, 0);
  try {
    m.FPDFBitmap_FillRect(bitmap, 0, 0, width, height, WHITE);
    m.FPDF_RenderPageBitmap(bitmap, page, 0, 0, width, height, 0, 0);
    const stride = m.FPDFBitmap_GetStride(bitmap);
    const at = m.FPDFBitmap_GetBuffer(bitmap);
    const pixels = pdfiumHeap(m).subarray(at, at + stride * height);
    return { image: toGray(pixels, width, height, BGRX, stride), pxPerPt: scale };
  } finally {
    m.FPDFBitmap_Destroy(bitmap);
  }
}

/** The scanned pages drawn for OCR, and those past OCR_BOUNDS.maxPages left undrawn. */
export interface ScannedPages {
  pages: Array<{ page: number; image: GrayImage; pxPerPt: number }>;
  /** 1-based numbers of the scanned pages past the bound, in order. */
  unread: number[];
}

/**
 * Draws the pages of a PDF that hold an image (of those given, 1-based) as grey images for OCR,
 * at OCR_BOUNDS.pdfRenderDpi or less. Pages with no image (blank, or only drawings) are left
 * out. Past OCR_BOUNDS.maxPages such pages, the first are drawn and the rest named as unread:
 * a long scanned CV keeps its first pages, where its work history starts, and is not refused.
 */
export async function renderScannedPages(
  bytes: Uint8Array,
  pageNumbers: number[],
): Promise<ScannedPages> {
  const m = await loadPdfium();
  const data = m.pdfium.wasmExports.malloc(bytes.length);
  pdfiumHeap(m).set(bytes, data);
  const doc = m.FPDF_LoadMemDocument(data, bytes.length, '');
  try {
    if (!doc) throw new EngineError('MALFORMED');
    const scanned: number[] = [];
    for (const n of pageNumbers) {
      const page = m.FPDF_LoadPage(doc, n - 1);
      if (!page) continue;
      if (hasImage(m, page)) scanned.push(n);
      m.FPDF_ClosePage(page);
    }
    const pages = scanned.slice(0, OCR_BOUNDS.maxPages).map((n) => {
      const page = m.FPDF_LoadPage(doc, n - 1);
      try {
        return { page: n, ...renderPage(m, page) };
      } finally {
        m.FPDF_ClosePage(page);
      }
    });
    return { pages, unread: scanned.slice(OCR_BOUNDS.maxPages) };
  } finally {
    if (doc) m.FPDF_CloseDocument(doc);
    m.pdfium.wasmExports.free(data);
  }
}
