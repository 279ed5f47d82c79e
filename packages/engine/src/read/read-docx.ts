import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { cleanLine } from './clean-line';
import { declaredUnzippedSize } from './zip-size';

/** A resume's DOCX unzips to well under this; more is a zip bomb or not a resume. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;

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
  const size = declaredUnzippedSize(bytes);
  if (size === null) throw new EngineError('MALFORMED');
  if (size > MAX_UNZIPPED_BYTES) throw new EngineError('TOO_LARGE');
  const mammoth = await import('mammoth');
  try {
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return linesFromDocxHtml(result.value);
  } catch {
    throw new EngineError('MALFORMED');
  }
}
