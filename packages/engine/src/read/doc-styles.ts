import type { DocFib } from './doc-fib';
import { readSprms } from './doc-sprms';

/** What a style of a Word 97-2003 file says about the paragraphs or text set in it. */
export interface DocStyle {
  name: string;
  /** Numbered by the style itself, or named as a list style ('List Paragraph'). */
  list: boolean;
  /** Named as a list style: a list paragraph even where its own numbering is taken off. */
  listName: boolean;
  /** 1-based heading level; 0 for none. */
  level: number;
  bold: boolean;
}

/** Properties the DOC reader looks at (sprm codes of [MS-DOC]). */
export const SPRM = {
  /** Paragraph: list (LFO) index, non-zero in a list. */
  ilfo: 0x460b,
  /** Paragraph: outline level, 0-8 a heading's, 9 body text. */
  outline: 0x2640,
  /** Paragraph: ends a table row (its mark is not text). */
  rowEnd: 0x2417,
  /** Paragraph: inside a table cell. */
  inTable: 0x2416,
  /** Character: bold (0 off, 1 on, 0x80 as the style, 0x81 the style's opposite). */
  bold: 0x0835,
  /** Character: deleted with change tracking on. */
  deleted: 0x0800,
  /** Character: a character style. */
  charStyle: 0x4a30,
} as const;

interface RawStyle {
  name: string;
  sti: number;
  base: number;
  ilfo: number | null;
  outline: number | null;
  bold: boolean | null;
}

function rawStyle(std: Uint8Array, baseSize: number): RawStyle | null {
  // The base part holds at least the identifiers read below (10 bytes in every version).
  if (baseSize < 10 || std.length < baseSize + 2) return null;
  const view = new DataView(std.buffer, std.byteOffset, std.byteLength);
  const chars = view.getUint16(baseSize, true);
  const nameEnd = baseSize + 2 + chars * 2;
  if (nameEnd > std.length) return null;
  const style: RawStyle = {
    name: Buffer.from(std.subarray(baseSize + 2, nameEnd)).toString('utf16le'),
    sti: view.getUint16(0, true) & 0x0fff,
    base: view.getUint16(2, true) >> 4,
    ilfo: null,
    outline: null,
    bold: null,
  };
  // Then the property groups (UPXs), each with its size, each starting at an even offset.
  let at = nameEnd + 2;
  const kind = view.getUint16(2, true) & 0x0f;
  for (let group = 0; group < (kind === 1 ? 2 : 1); group += 1) {
    at += at % 2;
    if (at + 2 > std.length) break;
    const size = view.getUint16(at, true);
    const bytes = std.subarray(at + 2, Math.min(std.length, at + 2 + size));
    at += 2 + size;
    // A paragraph style's first group starts with its own style index.
    const paragraphGroup = kind === 1 && group === 0;
    for (const { sprm, operand } of readSprms(paragraphGroup ? bytes.subarray(2) : bytes)) {
      if (sprm === SPRM.ilfo) style.ilfo = operand[0]! | (operand[1]! << 8);
      else if (sprm === SPRM.outline) style.outline = operand[0]!;
      else if (sprm === SPRM.bold) style.bold = (operand[0]! & 1) === 1;
    }
  }
  return style;
}

/**
 * The style sheet (STSH) by style index, each style with what it inherits from its base style
 * (followed at most ten steps). Built-in heading styles are known by their identifier (sti 1-9)
 * as well as their name, since Word stores localized names.
 */
export function readDocStyles(table: Uint8Array, fib: DocFib): DocStyle[] {
  const [at, length] = fib.styles;
  if (at + length > table.length || length < 6) return [];
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const headerSize = view.getUint16(at, true);
  const count = view.getUint16(at + 2, true);
  const baseSize = view.getUint16(at + 4, true);
  const raw: (RawStyle | null)[] = [];
  let offset = at + 2 + headerSize;
  for (let i = 0; i < count && offset + 2 <= at + length; i += 1) {
    const size = view.getUint16(offset, true);
    raw.push(size ? rawStyle(table.subarray(offset + 2, offset + 2 + size), baseSize) : null);
    offset += 2 + size;
  }
  return raw.map((style) => {
    let ilfo: number | null = null;
    let outline: number | null = null;
    let bold: boolean | null = null;
    let step = style;
    for (let depth = 0; step && depth < 10; depth += 1) {
      ilfo ??= step.ilfo;
      outline ??= step.outline;
      bold ??= step.bold;
      step = step.base === 0x0fff ? null : (raw[step.base] ?? null);
    }
    const name = style?.name ?? '';
    const heading = /^heading\s*([1-9])$/i.exec(name)?.[1];
    const builtIn = style && style.sti >= 1 && style.sti <= 9 ? style.sti : 0;
    const level = outline !== null && outline < 9 ? outline + 1 : Number(heading ?? builtIn);
    const listName = /^list\b/i.test(name);
    return { name, list: Boolean(ilfo) || listName, listName, level, bold: Boolean(bold) };
  });
}
