import type { DocFib } from './doc-fib';

/** A run of the document's characters stored together: where they sit and how they are encoded. */
export interface DocPiece {
  cpStart: number;
  cpEnd: number;
  /** Byte offset of the first character in the WordDocument stream. */
  fc: number;
  /** One byte a character (Windows-1252) rather than two (UTF-16). */
  compressed: boolean;
}

/**
 * The piece table (the Clx's PlcPcd): which bytes of the WordDocument stream hold each range of
 * characters. Null when it does not fit the stream or its positions do not ascend.
 */
export function readDocPieces(table: Uint8Array, fib: DocFib): DocPiece[] | null {
  const [at, length] = fib.clx;
  if (at + length > table.length) return null;
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  let offset = at;
  // Prc entries (property modifiers of fast-saved files) come first; they are skipped.
  while (offset < at + length && table[offset] === 1) {
    const skip = offset + 3 <= at + length ? view.getInt16(offset + 1, true) : -1;
    if (skip < 0) return null;
    offset += 3 + skip;
  }
  if (table[offset] !== 2 || offset + 5 > at + length) return null;
  const size = view.getUint32(offset + 1, true);
  const start = offset + 5;
  const count = (size - 4) / 12;
  if (!Number.isInteger(count) || count < 1 || start + size > at + length) return null;
  const pieces: DocPiece[] = [];
  for (let i = 0; i < count; i += 1) {
    const cpStart = view.getUint32(start + i * 4, true);
    const cpEnd = view.getUint32(start + (i + 1) * 4, true);
    if (cpEnd < cpStart || (i > 0 && cpStart !== pieces[i - 1]!.cpEnd)) return null;
    const raw = view.getUint32(start + (count + 1) * 4 + i * 8 + 2, true);
    const compressed = (raw & 0x40000000) !== 0;
    const fc = compressed ? (raw & 0x3fffffff) / 2 : raw;
    pieces.push({ cpStart, cpEnd, fc, compressed });
  }
  return pieces;
}

const WINDOWS_1252 = new TextDecoder('windows-1252');
const UTF_16 = new TextDecoder('utf-16le');

/**
 * The characters from `from` up to `to` (character positions) and the stream offset of each,
 * for finding its properties. Null when a piece points past the stream.
 */
export function docCharacters(
  word: Uint8Array,
  pieces: DocPiece[],
  from: number,
  to: number,
): { text: string; fcs: Uint32Array } | null {
  // Every character takes at least a byte of the stream: a longer claim is damage, and is
  // refused before anything the size of the claim is allocated.
  if (to - from > word.length || to > (pieces.at(-1)?.cpEnd ?? 0)) return null;
  const parts: string[] = [];
  const fcs = new Uint32Array(Math.max(0, to - from));
  for (const piece of pieces) {
    const start = Math.max(from, piece.cpStart);
    const end = Math.min(to, piece.cpEnd);
    if (start >= end) continue;
    const width = piece.compressed ? 1 : 2;
    const first = piece.fc + (start - piece.cpStart) * width;
    const bytes = word.subarray(first, first + (end - start) * width);
    if (bytes.length !== (end - start) * width) return null;
    const text = (piece.compressed ? WINDOWS_1252 : UTF_16).decode(bytes);
    if (text.length !== end - start) return null;
    parts.push(text);
    for (let cp = start; cp < end; cp += 1) fcs[cp - from] = first + (cp - start) * width;
  }
  const text = parts.join('');
  return text.length === fcs.length ? { text, fcs } : null;
}
