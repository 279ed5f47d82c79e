import { PdfName } from './pdf-objects';

/** Where a scan reads: bytes, the position it moves forward, and the end. */
export interface Cursor {
  readonly bytes: Uint8Array;
  pos: number;
  readonly end: number;
}

/** Character classes: 1 white space, 2 delimiter, 0 regular (PDF 32000-1, 7.2.2). */
export const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** A number (pdf.js's leniency: "--5" is -5, junk glued to it is skipped). */
export function scanNumber(cursor: Cursor): number {
  const { bytes, end } = cursor;
  let pos = cursor.pos;
  let sign = 1;
  if (bytes[pos] === 0x2d) {
    sign = -1;
    pos += 1;
    if (bytes[pos] === 0x2d) pos += 1; // "--5" is read as -5
  } else if (bytes[pos] === 0x2b) pos += 1;
  let value = 0;
  let scale = 0;
  while (pos < end) {
    const c = bytes[pos]!;
    if (c >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30);
      if (scale) scale *= 10;
    } else if (c === 0x2e && !scale) scale = 1;
    else break;
    pos += 1;
  }
  // Skip whatever else is glued to the number ("12.5.3"), so the next token starts cleanly.
  while (pos < end && CLASS[bytes[pos]!] === 0) pos += 1;
  cursor.pos = pos;
  return sign * (scale ? value / scale : value);
}

/** A (literal) string with its escapes, as byte values. */
export function scanLiteralString(cursor: Cursor): string {
  const { bytes, end } = cursor;
  let pos = cursor.pos + 1;
  let depth = 1;
  let out = '';
  while (pos < end) {
    let c = bytes[pos++]!;
    if (c === 0x28) depth += 1;
    else if (c === 0x29 && --depth === 0) break;
    else if (c === 0x5c) {
      if (pos >= end) break;
      c = bytes[pos++]!;
      if (c >= 0x30 && c <= 0x37) {
        let x = c - 0x30;
        for (let n = 0; n < 2 && pos < end && bytes[pos]! >= 0x30 && bytes[pos]! <= 0x37; n++)
          x = x * 8 + (bytes[pos++]! - 0x30);
        c = x;
      } else if (c === 0x6e) c = 0x0a;
      else if (c === 0x72) c = 0x0d;
      else if (c === 0x74) c = 0x09;
      else if (c === 0x62) c = 0x08;
      else if (c === 0x66) c = 0x0c;
      else if (c === 0x0d || c === 0x0a) {
        // A backslash at the end of a line continues the string on the next.
        if (c === 0x0d && bytes[pos] === 0x0a) pos += 1;
        continue;
      }
    }
    out += String.fromCharCode(c);
  }
  cursor.pos = pos;
  return out;
}

/** A <hex> string as byte values (an odd last digit counts as its high half). */
export function scanHexString(cursor: Cursor): string {
  const { bytes, end } = cursor;
  let pos = cursor.pos + 1;
  let out = '';
  let high = -1;
  while (pos < end) {
    const c = bytes[pos++]!;
    if (c === 0x3e) break;
    const v = hexValue(c);
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out += String.fromCharCode(high * 16 + v);
      high = -1;
    }
  }
  if (high >= 0) out += String.fromCharCode(high * 16);
  cursor.pos = pos;
  return out;
}

/** A /Name with its #xx escapes. */
export function scanName(cursor: Cursor): PdfName {
  const { bytes, end } = cursor;
  let pos = cursor.pos + 1;
  let text = '';
  while (pos < end && CLASS[bytes[pos]!] === 0) {
    const c = bytes[pos++]!;
    if (c === 0x23) {
      const h = hexValue(bytes[pos] ?? 0);
      const l = hexValue(bytes[pos + 1] ?? 0);
      if (h >= 0 && l >= 0) {
        text += String.fromCharCode(h * 16 + l);
        pos += 2;
        continue;
      }
    }
    text += String.fromCharCode(c);
  }
  cursor.pos = pos;
  return new PdfName(text);
}

/** Bytes [start, end) as a string, one character per byte (for words and names). */
export function shortString(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}
