import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { docParagraphs } from './doc-paragraphs';
import { bodyLines, mergeWordLines, type WordParagraph } from './merge-word-lines';

/** Plain text (word-extractor's) as paragraphs with nothing marked, one a line. */
function plainParagraphs(text: string, textBox = false): WordParagraph[] {
  return text
    .split('\n')
    .map((line) => ({ text: line, list: false, level: 0, bold: false, textBox }));
}

/** The body's paragraphs as the file's own structures mark them, or null if they cannot be read. */
function markedParagraphs(bytes: Uint8Array): WordParagraph[] | null {
  try {
    const paragraphs = docParagraphs(bytes);
    return paragraphs?.some((p) => /[\p{L}\p{N}]/u.test(p.text)) ? paragraphs : null;
  } catch {
    return null;
  }
}

/**
 * Reads a legacy Word (.doc) file. The body comes from the file's own paragraph structures
 * (doc-paragraphs.ts), so list paragraphs, which carry no bullet glyph in the text, are bullets,
 * and headings, bold lines and table cells are known; where those structures cannot be read the
 * body is word-extractor's plain text. Page headers and text boxes (word-extractor's, which does
 * not say where a text box is anchored) come before the body, footers after it.
 */
export async function readDoc(bytes: Uint8Array): Promise<TextLine[]> {
  const { default: WordExtractor } = await import('word-extractor');
  let doc: Awaited<ReturnType<InstanceType<typeof WordExtractor>['extract']>>;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes));
  } catch {
    throw new EngineError('MALFORMED');
  }
  const body = markedParagraphs(bytes) ?? plainParagraphs(doc.getBody());
  const before = [
    ...plainParagraphs(doc.getHeaders({ includeFooters: false })),
    ...plainParagraphs(doc.getTextboxes({ includeBody: false }), true),
    ...plainParagraphs(doc.getTextboxes({ includeHeadersAndFooters: false }), true),
  ];
  return mergeWordLines(bodyLines(body), [], before, plainParagraphs(doc.getFooters()));
}
