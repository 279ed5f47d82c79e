/**
 * Thrown when a PDF uses something the quick text reader does not handle (or breaks one of its
 * bounds); the caller then reads the file with pdf.js instead.
 */
export class UnsupportedPdf extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnsupportedPdf';
  }
}

/** A PDF name object (`/Font`). Strings are kept as JavaScript strings of byte values. */
export class PdfName {
  constructor(readonly name: string) {}
}

/** An indirect reference (`12 0 R`). */
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** An operator or other bare word of a content stream (`Tj`, `BT`), or `true`/`false`/`null`. */
export class PdfKeyword {
  constructor(readonly word: string) {}
}

/** A dictionary; values may still be references, resolved by the file that read them. */
export class PdfDict {
  constructor(readonly entries: Map<string, PdfValue> = new Map()) {}

  /** The raw value of a key (a reference stays a reference). */
  raw(key: string): PdfValue | undefined {
    return this.entries.get(key);
  }
}

/** A stream: its dictionary and its bytes as stored (still encoded). */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly encoded: Uint8Array,
  ) {}
}

export type PdfValue =
  null | boolean | number | string | PdfName | PdfRef | PdfDict | PdfStream | PdfValue[];

/** The name a value holds, or undefined when it is not a name. */
export function nameOf(value: PdfValue | undefined): string | undefined {
  return value instanceof PdfName ? value.name : undefined;
}

/** A number, or the fallback when the value is not one. */
export function numberOr(value: PdfValue | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
