import type { ResumeDocument } from '../types';
import { plainWord } from '../ocr/ocr-lines';

/** Whether text read by OCR overlaps a line OCR was unsure of (one holds the other). */
export function isDoubtfulLine(doc: ResumeDocument, text: string): boolean {
  return Boolean(doc.ocr?.doubtfulLines.some((line) => text.includes(line) || line.includes(text)));
}

/**
 * Whether text read by OCR holds a line or a word that OCR was unsure of. A misreading is not
 * the person's mistake, so checks that quote mistakes (spelling, tense, voice, pronouns) leave
 * such text out. Always false for documents read from a text layer.
 */
export function isDoubtful(doc: ResumeDocument, text: string): boolean {
  if (!doc.ocr) return false;
  if (doc.ocr.doubtfulLines.some((line) => text.includes(line) || line.includes(text))) return true;
  const words = new Set(doc.ocr.doubtfulWords);
  return text.split(/[\s/]+/).some((w) => words.has(plainWord(w)));
}

/** The doubtful words of an OCR reading (empty for text layers), to skip one word at a time. */
export function doubtfulWords(doc: ResumeDocument): Set<string> {
  return new Set(doc.ocr?.doubtfulWords ?? []);
}
