import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { cleanLine } from './clean-line';
import { zipEntries } from './zip-size';
import { inflateEntry } from './inflate-entry';
import { hasOneClosedRoot } from './has-one-closed-root';

/** A resume's DOCX unzips to well under this; more is a zip bomb or not a resume. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
/**
 * 30,000 words of Word's markup take under a megabyte; the XML parser needs seconds and gigabytes
 * for tens of megabytes, so a body past this is refused before it is parsed.
 */
const MAX_BODY_XML_BYTES = 10 * 1024 * 1024;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Turns mammoth's HTML into lines, keeping headings and bold paragraphs as emphasis. */
export function linesFromDocxHtml(html: string): TextLine[] {
  const lines: TextLine[] = [];
  const blocks = html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g);
  for (const [, tag, inner = ''] of blocks) {
    const withBreaks = inner.replace(/<br\s*\/?>/g, '\n');
    const plain = decodeEntities(withBreaks.replace(/<[^>]+>/g, ''));
    const wholeBold = /^\s*<strong>[\s\S]*<\/strong>\s*$/.test(inner);
    for (const part of plain.split('\n')) {
      const { text, bullet } = cleanLine(part);
      if (!text) continue;
      lines.push({
        text,
        page: 1,
        fontSize: 0,
        emphasis: tag!.startsWith('h') || wholeBold,
        bullet: bullet || tag === 'li',
        heading: tag!.startsWith('h'),
      });
    }
  }
  return lines;
}

/** Reads a DOCX through mammoth (paragraphs, headings, lists, tables), after a zip-bomb check. */
export async function readDocx(bytes: Uint8Array): Promise<TextLine[]> {
  const entries = zipEntries(bytes);
  if (entries === null) throw new EngineError('MALFORMED');
  const size = entries.reduce((total, entry) => total + entry.size, 0);
  const body = entries.find((entry) => entry.name === 'word/document.xml');
  if (size > MAX_UNZIPPED_BYTES || (body && body.size > MAX_BODY_XML_BYTES))
    throw new EngineError('TOO_LARGE');
  const decoder = new TextDecoder();
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) throw new EngineError('MALFORMED');
    if (/\.(xml|rels)$/i.test(entry.name) && !hasOneClosedRoot(decoder.decode(data)))
      throw new EngineError('MALFORMED');
  }
  const mammoth = await import('mammoth');
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return linesFromDocxHtml(result.value);
  } catch {
    throw new EngineError('MALFORMED');
  }
}
