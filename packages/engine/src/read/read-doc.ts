import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { docStories, type DocStories } from './doc-stories';
import { bodyLines, mergeWordLines, type WordParagraph } from './merge-word-lines';

/** Plain text (word-extractor's) as paragraphs with nothing marked, one a line. */
function plainParagraphs(text: string, textBox = false): WordParagraph[] {
  return text
    .split('\n')
    .map((line) => ({ text: line, list: false, level: 0, bold: false, textBox }));
}

/** The body and text boxes as the file's own structures mark them, or null if unreadable. */
function markedStories(bytes: Uint8Array): DocStories | null {
  try {
    const stories = docStories(bytes);
    const texts = [...(stories?.body ?? []), ...(stories?.textBoxes ?? [])];
    return texts.some((p) => /[\p{L}\p{N}]/u.test(p.text)) ? stories : null;
  } catch {
    return null;
  }
}

/**
 * Reads a legacy Word (.doc) file. The body and text boxes come from the file's own structures
 * (doc-stories.ts), so list paragraphs, which carry no bullet glyph in the text, are bullets,
 * and headings, bold lines and table cells are known; where those structures cannot be read the
 * text is word-extractor's. Page headers (word-extractor's) and text boxes (whose anchors are not
 * read) come before the body, footers after it.
 */
export async function readDoc(bytes: Uint8Array): Promise<TextLine[]> {
  const { default: WordExtractor } = await import('word-extractor');
  let doc: Awaited<ReturnType<InstanceType<typeof WordExtractor>['extract']>>;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes));
  } catch {
    throw new EngineError('MALFORMED');
  }
  const marked = markedStories(bytes);
  return mergeWordLines(bodyLines(marked?.body ?? plainParagraphs(doc.getBody())), {
    headers: [
      ...plainParagraphs(doc.getHeaders({ includeFooters: false })),
      ...plainParagraphs(doc.getTextboxes({ includeBody: false }), true),
    ],
    boxes:
      marked?.textBoxes ??
      plainParagraphs(doc.getTextboxes({ includeHeadersAndFooters: false }), true),
    footers: plainParagraphs(doc.getFooters()),
  });
}
