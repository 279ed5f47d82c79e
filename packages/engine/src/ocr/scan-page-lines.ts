import type { TextLine, UnsurePart } from '../types';
import type { GrayImage } from './gray-image';
import { layOutPage } from '../read/lay-out-page';
import type { OcrPage } from './ocr-engine';
import { ocrItems } from './ocr-items';
import { ocrLines, repairOcrText } from './ocr-lines';
import { dropIconBeforeHeading } from './icon-before-heading';
import { bodyFontSize } from '../parse/body-font-size';

/** What one scanned page reads as: lines, what OCR was unsure of, and any doubt on its order. */
export interface ScanPageLines {
  lines: TextLine[];
  doubtfulWords: string[];
  doubtfulLines: string[];
  unsure: UnsurePart[];
}

/**
 * The lines of one scanned page. When OCR gave word boxes, its words are laid out as a PDF's
 * text is (`layOutPage`): tesseract reads a page as one block, so a two-column page comes back
 * as lines running across both columns, which the gutter between the words' boxes undoes; each
 * line's font size is that of its letters, so the name set large is found. Without boxes, OCR's
 * own lines are taken as they are. Given the page's pixels (the image OCR read), runs set in
 * bold are found by the weight of their strokes, and bullets OCR left out by their marks. Doubts
 * are those of OCR's own lines (`ocrLines`). An icon before a heading goes, as a text layer
 * drops it.
 */
export function scanPageLines(
  ocr: OcrPage,
  page: number,
  pxPerPt: number,
  size: { width: number; height: number } | GrayImage,
): ScanPageLines {
  const own = ocrLines(ocr, page, pxPerPt);
  const image = 'pixels' in size ? size : undefined;
  const items = ocrItems(ocr.lines, pxPerPt, size.height, image);
  if (!items) return { ...own, unsure: [] };
  const laid = layOutPage(items, size.width / pxPerPt, page, repairOcrText);
  const body = bodyFontSize(laid.lines);
  return { ...own, ...laid, lines: laid.lines.map((l) => dropIconBeforeHeading(l, body)) };
}
