import { PdfLexer } from './pdf-lexer';
import { PdfDict, PdfKeyword, UnsupportedPdf, numberOr } from './pdf-objects';

/** Where an object lives: at a byte offset, or inside an object stream. */
export interface XrefEntry {
  offset: number;
  inStream?: number;
}

/** A file's cross-reference entries (newest section wins) and its trailer dictionary. */
export interface Xref {
  entries: Map<number, XrefEntry>;
  trailer: PdfDict;
}

type Decode = (dict: PdfDict, encoded: Uint8Array) => Uint8Array;

const MAX_SECTIONS = 64;
const MAX_OBJECTS = 2_000_000;

function findStartXref(bytes: Uint8Array): number {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048));
  const text = String.fromCharCode(...tail);
  const at = text.lastIndexOf('startxref');
  if (at < 0) throw new UnsupportedPdf('no startxref');
  const lexer = new PdfLexer(tail, at + 9);
  const offset = lexer.next();
  if (typeof offset !== 'number' || offset <= 0 || offset >= bytes.length)
    throw new UnsupportedPdf('bad startxref');
  return offset;
}

function readTable(lexer: PdfLexer, entries: Map<number, XrefEntry>): PdfDict {
  for (;;) {
    const first = lexer.next();
    if (first instanceof PdfKeyword && first.word === 'trailer') break;
    const count = lexer.next();
    if (typeof first !== 'number' || typeof count !== 'number' || count < 0 || first < 0)
      throw new UnsupportedPdf('bad cross-reference table');
    if (first + count > MAX_OBJECTS) throw new UnsupportedPdf('too many objects');
    for (let i = 0; i < count; i += 1) {
      const offset = lexer.next();
      lexer.next();
      const kind = lexer.next();
      if (typeof offset !== 'number' || !(kind instanceof PdfKeyword))
        throw new UnsupportedPdf('bad cross-reference entry');
      const num = first + i;
      if (kind.word === 'n' && offset > 0 && !entries.has(num)) entries.set(num, { offset });
    }
  }
  const trailer = lexer.readValue(true);
  if (!(trailer instanceof PdfDict)) throw new UnsupportedPdf('bad trailer');
  return trailer;
}

function field(data: Uint8Array, at: number, width: number): number {
  let value = 0;
  for (let i = 0; i < width; i += 1) value = value * 256 + data[at + i]!;
  return value;
}

function readStreamSection(dict: PdfDict, data: Uint8Array, entries: Map<number, XrefEntry>): void {
  const widths = dict.raw('W');
  if (!Array.isArray(widths) || widths.length < 3) throw new UnsupportedPdf('bad /W');
  const [w0, w1, w2] = widths.map((w) => numberOr(w, -1));
  if (w0! < 0 || w1! < 0 || w2! < 0 || w0! > 4 || w1! > 8 || w2! > 4)
    throw new UnsupportedPdf('bad /W');
  const rowBytes = w0! + w1! + w2!;
  const index = dict.raw('Index');
  const ranges = Array.isArray(index) ? index : [0, numberOr(dict.raw('Size'), 0)];
  let at = 0;
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const first = numberOr(ranges[r], -1);
    const count = numberOr(ranges[r + 1], -1);
    if (first < 0 || count < 0 || first + count > MAX_OBJECTS)
      throw new UnsupportedPdf('bad /Index');
    for (let i = 0; i < count && at + rowBytes <= data.length; i += 1, at += rowBytes) {
      const type = w0 === 0 ? 1 : field(data, at, w0!);
      const a = field(data, at + w0!, w1!);
      const num = first + i;
      if (entries.has(num)) continue;
      if (type === 1 && a > 0) entries.set(num, { offset: a });
      else if (type === 2) entries.set(num, { offset: 0, inStream: a });
    }
  }
}

/**
 * Reads the cross-reference sections from the last one back along /Prev (and /XRefStm of
 * hybrid files). Damaged files that need pdf.js's repair are refused here.
 */
export function readXref(bytes: Uint8Array, decode: Decode): Xref {
  const entries = new Map<number, XrefEntry>();
  let trailer: PdfDict | undefined;
  const queue = [findStartXref(bytes)];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const offset = queue.shift()!;
    if (seen.has(offset) || seen.size >= MAX_SECTIONS) continue;
    seen.add(offset);
    const lexer = new PdfLexer(bytes, offset);
    const head = lexer.next();
    let dict: PdfDict;
    if (head instanceof PdfKeyword && head.word === 'xref') {
      const section = new Map<number, XrefEntry>();
      dict = readTable(lexer, section);
      const hybrid = numberOr(dict.raw('XRefStm'), 0);
      if (hybrid > 0) queue.unshift(hybrid);
      mergeNewerFirst(entries, section);
    } else {
      lexer.next();
      const obj = lexer.next();
      const value = lexer.readValue(true);
      const word = lexer.next();
      if (!(obj instanceof PdfKeyword) || obj.word !== 'obj' || !(value instanceof PdfDict))
        throw new UnsupportedPdf('no cross-reference data at startxref');
      if (!(word instanceof PdfKeyword) || word.word !== 'stream')
        throw new UnsupportedPdf('cross-reference stream without data');
      const length = numberOr(value.raw('Length'), -1);
      let start = lexer.pos;
      if (bytes[start] === 0x0d) start += 1;
      if (bytes[start] === 0x0a) start += 1;
      if (length < 0 || start + length > bytes.length)
        throw new UnsupportedPdf('bad xref stream length');
      const section = new Map<number, XrefEntry>();
      readStreamSection(value, decode(value, bytes.subarray(start, start + length)), section);
      mergeNewerFirst(entries, section);
      dict = value;
    }
    trailer ??= dict;
    const prev = numberOr(dict.raw('Prev'), 0);
    if (prev > 0) queue.push(prev);
  }
  if (!trailer) throw new UnsupportedPdf('no trailer');
  return { entries, trailer };
}

// Free entries are not kept: a valid page never points at a freed object, and hybrid files list
// their compressed objects as free in the table beside the stream that holds them.
function mergeNewerFirst(entries: Map<number, XrefEntry>, section: Map<number, XrefEntry>): void {
  for (const [num, entry] of section) if (!entries.has(num)) entries.set(num, entry);
}
