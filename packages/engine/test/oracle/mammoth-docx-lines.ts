import mammoth from 'mammoth';
import { checkedParts, withWordParts } from '../../src/read/read-docx';
import type { TextLine } from '../../src/types';
import { linesFromDocxHtml } from './docx-html-lines';

/**
 * A DOCX read the way the engine read it before it had its own body reader: the body through
 * mammoth's HTML (empty paragraphs kept, as blank lines), then the same header, footer, text box
 * and style marks as now. The reference the body reader is compared with, line for line.
 */
export async function mammothDocxLines(bytes: Uint8Array): Promise<TextLine[]> {
  const { parts, paths } = checkedParts(bytes);
  const options = { ignoreEmptyParagraphs: false };
  const html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, options)).value;
  return withWordParts(linesFromDocxHtml(html), parts, paths);
}
