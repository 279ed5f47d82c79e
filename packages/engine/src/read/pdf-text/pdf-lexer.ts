import { PdfDict, PdfKeyword, PdfName, PdfRef, UnsupportedPdf, type PdfValue } from './pdf-objects';

// 1: white space, 2: delimiter, 0: regular character (PDF 32000-1, 7.2.2).
const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

/** End of input. */
export const END = new PdfKeyword('');
const ARRAY_START = new PdfKeyword('[');
const ARRAY_END = new PdfKeyword(']');
const DICT_START = new PdfKeyword('<<');
const DICT_END = new PdfKeyword('>>');
const BRACE_START = new PdfKeyword('{');
const BRACE_END = new PdfKeyword('}');

/** Deeper nesting than this is refused rather than risking the stack. */
const MAX_DEPTH = 64;

const keywords = new Map<string, PdfKeyword>();
function keyword(word: string): PdfKeyword {
  let found = keywords.get(word);
  if (!found) {
    found = new PdfKeyword(word);
    // A hostile file could invent endless words: only the first few hundred are remembered.
    if (keywords.size < 512) keywords.set(word, found);
  }
  return found;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Reads PDF tokens and objects from bytes (a whole file, or a decoded content stream). */
export class PdfLexer {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    const { bytes, end } = this;
    let pos = this.pos;
    while (pos < end) {
      const c = bytes[pos]!;
      if (CLASS[c] === 1) pos += 1;
      else if (c === 0x25) {
        while (pos < end && bytes[pos] !== 0x0a && bytes[pos] !== 0x0d) pos += 1;
      } else break;
    }
    this.pos = pos;
  }

  /** The next token: a value, a keyword (an operator, or a delimiter of arrays and dictionaries) or END. */
  next(): PdfValue | PdfKeyword {
    const { bytes, end } = this;
    this.skipSpace();
    // A stray closing parenthesis is skipped, as pdf.js skips it.
    while (this.pos < end && bytes[this.pos] === 0x29) {
      this.pos += 1;
      this.skipSpace();
    }
    if (this.pos >= end) return END;
    const c = bytes[this.pos]!;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return this.number();
    switch (c) {
      case 0x28:
        return this.literalString();
      case 0x2f:
        return this.name();
      case 0x5b:
        this.pos += 1;
        return ARRAY_START;
      case 0x5d:
        this.pos += 1;
        return ARRAY_END;
      case 0x7b:
        this.pos += 1;
        return BRACE_START;
      case 0x7d:
        this.pos += 1;
        return BRACE_END;
      case 0x3c:
        if (bytes[this.pos + 1] === 0x3c) {
          this.pos += 2;
          return DICT_START;
        }
        return this.hexString();
      case 0x3e:
        this.pos += bytes[this.pos + 1] === 0x3e ? 2 : 1;
        return DICT_END;
    }
    let stop = this.pos;
    while (stop < end && CLASS[bytes[stop]!] === 0) stop += 1;
    const word = shortString(bytes, this.pos, Math.min(stop, this.pos + 128));
    this.pos = stop;
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return keyword(word);
  }

  private number(): number {
    const { bytes, end } = this;
    let pos = this.pos;
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
    this.pos = pos;
    return sign * (scale ? value / scale : value);
  }

  private literalString(): string {
    const { bytes, end } = this;
    let pos = this.pos + 1;
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
    this.pos = pos;
    return out;
  }

  private hexString(): string {
    const { bytes, end } = this;
    let pos = this.pos + 1;
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
    this.pos = pos;
    return out;
  }

  private name(): PdfName {
    const { bytes, end } = this;
    let pos = this.pos + 1;
    let text = '';
    while (pos < end && CLASS[bytes[pos]!] === 0) {
      const c = bytes[pos++]!;
      if (c === 0x23 && pos + 1 < end + 1) {
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
    this.pos = pos;
    return new PdfName(text);
  }

  /**
   * Reads one value. With `refs`, "12 0 R" becomes a reference (file objects); content streams
   * have none. An operator where a value belongs is returned as is for the caller to judge.
   */
  readValue(refs: boolean, depth = 0): PdfValue | PdfKeyword {
    if (depth > MAX_DEPTH) throw new UnsupportedPdf('objects nested too deeply');
    const token = this.next();
    if (token === ARRAY_START) {
      const list: PdfValue[] = [];
      for (;;) {
        const item = this.readValue(refs, depth + 1);
        if (item === ARRAY_END || item === END) return list;
        if (item instanceof PdfKeyword) continue;
        list.push(item);
      }
    }
    if (token === DICT_START) {
      const entries = new Map<string, PdfValue>();
      for (;;) {
        const key = this.next();
        if (key === DICT_END || key === END) return new PdfDict(entries);
        if (!(key instanceof PdfName)) continue;
        const value = this.readValue(refs, depth + 1);
        if (value === DICT_END || value === END) return new PdfDict(entries);
        if (!(value instanceof PdfKeyword)) entries.set(key.name, value);
      }
    }
    if (refs && typeof token === 'number' && Number.isInteger(token) && token >= 0) {
      const save = this.pos;
      const gen = this.next();
      if (typeof gen === 'number' && Number.isInteger(gen) && gen >= 0) {
        const r = this.next();
        if (r instanceof PdfKeyword && r.word === 'R') return new PdfRef(token, gen);
      }
      this.pos = save;
    }
    return token;
  }
}

/** Bytes [start, end) as a string, one character per byte (for words and names). */
function shortString(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) text += String.fromCharCode(bytes[i]!);
  return text;
}
