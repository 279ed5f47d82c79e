import { PdfDict, PdfKeyword, PdfName, PdfRef, UnsupportedPdf, type PdfValue } from './pdf-objects';
import {
  CLASS,
  scanHexString,
  scanLiteralString,
  scanName,
  scanNumber,
  shortString,
  type Cursor,
} from './scan-tokens';

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

/** Reads PDF tokens and objects from bytes (a whole file, or a decoded content stream). */
export class PdfLexer implements Cursor {
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
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return scanNumber(this);
    switch (c) {
      case 0x28:
        return scanLiteralString(this);
      case 0x2f:
        return scanName(this);
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
        return scanHexString(this);
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
