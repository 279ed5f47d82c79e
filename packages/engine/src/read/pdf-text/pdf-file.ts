import { decodeStreamData, DECODED_BYTES_BUDGET, type DecodeBudget } from './decode-stream';
import { PdfLexer } from './pdf-lexer';
import {
  PdfDict,
  PdfKeyword,
  PdfRef,
  PdfStream,
  UnsupportedPdf,
  numberOr,
  type PdfValue,
} from './pdf-objects';
import { readXref, type XrefEntry } from './read-xref';

const ENDSTREAM = [0x65, 0x6e, 0x64, 0x73, 0x74, 0x72, 0x65, 0x61, 0x6d]; // "endstream"

function indexOf(bytes: Uint8Array, pattern: number[], from: number): number {
  const first = pattern[0]!;
  for (let i = bytes.indexOf(first, from); i >= 0; i = bytes.indexOf(first, i + 1)) {
    let j = 1;
    while (j < pattern.length && bytes[i + j] === pattern[j]) j += 1;
    if (j === pattern.length) return i;
  }
  return -1;
}

/**
 * An unencrypted PDF file opened for reading objects: its cross-reference data (tables or
 * streams, with their /Prev chain) and a cache of the objects read so far.
 */
export class PdfFile {
  readonly trailer: PdfDict;
  private readonly entries: Map<number, XrefEntry>;
  private readonly objects = new Map<number, PdfValue>();
  private readonly pending = new Set<number>();
  private readonly decoded = new WeakMap<PdfStream, Uint8Array>();
  readonly budget: DecodeBudget = { remaining: DECODED_BYTES_BUDGET };

  constructor(readonly bytes: Uint8Array) {
    const xref = readXref(bytes, (dict, encoded) => this.decode(new PdfStream(dict, encoded)));
    this.trailer = xref.trailer;
    this.entries = xref.entries;
    if (this.trailer.raw('Encrypt') !== undefined) throw new UnsupportedPdf('encrypted');
  }

  /** A value with references followed (a missing object is null, as the format says). */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; value instanceof PdfRef; hops += 1) {
      if (hops > 16) throw new UnsupportedPdf('reference chain');
      value = this.fetch(value.num);
    }
    return value;
  }

  /** The value of a dictionary key, references followed. */
  get(dict: PdfDict, key: string): PdfValue | undefined {
    return this.resolve(dict.raw(key));
  }

  /** A dictionary value, or undefined when the key holds something else. */
  dict(dict: PdfDict, key: string): PdfDict | undefined {
    const value = this.get(dict, key);
    return value instanceof PdfDict ? value : value instanceof PdfStream ? value.dict : undefined;
  }

  /** The decoded bytes of a stream (kept, so fonts shared by pages decode once). */
  decode(stream: PdfStream): Uint8Array {
    let data = this.decoded.get(stream);
    if (!data) {
      data = decodeStreamData(stream.dict, stream.encoded, (v) => this.resolve(v), this.budget);
      this.decoded.set(stream, data);
    }
    return data;
  }

  private fetch(num: number): PdfValue {
    const cached = this.objects.get(num);
    if (cached !== undefined) return cached;
    const entry = this.entries.get(num);
    if (!entry) return null;
    if (this.pending.has(num)) throw new UnsupportedPdf('object refers to itself');
    this.pending.add(num);
    try {
      if (entry.inStream === undefined) this.objects.set(num, this.readAt(num, entry.offset));
      else this.readObjectStream(entry.inStream);
    } finally {
      this.pending.delete(num);
    }
    return this.objects.get(num) ?? null;
  }

  private readAt(num: number, offset: number): PdfValue {
    const lexer = new PdfLexer(this.bytes, offset);
    const n = lexer.next();
    lexer.next();
    const obj = lexer.next();
    if (n !== num || !(obj instanceof PdfKeyword) || obj.word !== 'obj')
      throw new UnsupportedPdf(`object ${num} is not where the cross-reference data says`);
    const value = lexer.readValue(true);
    if (value instanceof PdfKeyword) return null;
    if (!(value instanceof PdfDict)) return value;
    const save = lexer.pos;
    const word = lexer.next();
    if (!(word instanceof PdfKeyword) || word.word !== 'stream') {
      lexer.pos = save;
      return value;
    }
    return new PdfStream(value, this.streamBytes(value, lexer.pos));
  }

  private streamBytes(dict: PdfDict, afterKeyword: number): Uint8Array {
    const { bytes } = this;
    let start = afterKeyword;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const length = numberOr(this.get(dict, 'Length'), -1);
    if (length >= 0 && start + length <= bytes.length) {
      const check = new PdfLexer(bytes, start + length);
      check.skipSpace();
      if (indexOf(bytes.subarray(check.pos, check.pos + 9), ENDSTREAM, 0) === 0)
        return bytes.subarray(start, start + length);
    }
    // A wrong /Length: the data ends at "endstream", less the line break before it.
    let stop = indexOf(bytes, ENDSTREAM, start);
    if (stop < 0) throw new UnsupportedPdf('stream without an end');
    if (bytes[stop - 1] === 0x0a) stop -= 1;
    if (bytes[stop - 1] === 0x0d) stop -= 1;
    return bytes.subarray(start, Math.max(start, stop));
  }

  private readObjectStream(streamNum: number): void {
    const stream = this.fetch(streamNum);
    if (!(stream instanceof PdfStream)) throw new UnsupportedPdf('object stream is missing');
    const data = this.decode(stream);
    const count = numberOr(this.get(stream.dict, 'N'), 0);
    const first = numberOr(this.get(stream.dict, 'First'), 0);
    if (count < 0 || count > 1_000_000 || first < 0) throw new UnsupportedPdf('odd object stream');
    const lexer = new PdfLexer(data);
    const heads: [number, number][] = [];
    for (let i = 0; i < count; i += 1) {
      const num = lexer.next();
      const offset = lexer.next();
      if (typeof num !== 'number' || typeof offset !== 'number') break;
      heads.push([num, offset]);
    }
    for (const [num, offset] of heads) {
      if (this.objects.has(num)) continue;
      const entry = this.entries.get(num);
      // Only objects the cross-reference data files under this stream are taken from it.
      if (entry?.inStream !== streamNum) continue;
      lexer.pos = first + offset;
      const value = lexer.readValue(true);
      this.objects.set(num, value instanceof PdfKeyword ? null : value);
    }
  }
}
