/** Where a Word 97-2003 file keeps what the DOC reader needs, from its File Information Block. */
export interface DocFib {
  /** The table stream's name, '0Table' or '1Table'. */
  table: '0Table' | '1Table';
  /** Characters of the main document (the body), the first of the file's stories. */
  ccpText: number;
  /** Where the body's text boxes' story starts and how long it is (after the body, footnotes,
   * headers, comments and endnotes). */
  textBoxes: [number, number];
  /** Offset and size in the table stream of: the piece table, paragraph and character
   * property pages, and the style sheet. */
  clx: [number, number];
  papx: [number, number];
  chpx: [number, number];
  styles: [number, number];
}

/** The text box story's place: the stories before it are counted in FibRgLw97 (indices 3-8). */
function textBoxStory(view: DataView, lwStart: number, cslw: number): [number, number] {
  if (cslw < 10) return [0, 0];
  let start = 0;
  for (let i = 3; i <= 8; i += 1) start += Math.max(0, view.getInt32(lwStart + i * 4, true));
  return [start, Math.max(0, view.getInt32(lwStart + 9 * 4, true))];
}

/**
 * Reads the FIB at the start of the WordDocument stream. Its parts have counts that say their
 * size, so offsets are computed from them rather than assumed. Null for files that are not Word
 * 97 or later, are encrypted, or are too short for what they claim.
 */
export function readDocFib(word: Uint8Array): DocFib | null {
  if (word.length < 0x9a) return null;
  const view = new DataView(word.buffer, word.byteOffset, word.byteLength);
  if (view.getUint16(0, true) !== 0xa5ec) return null;
  const flags = view.getUint16(0x0a, true);
  // fEncrypted, or fObfuscated: the text is not readable as stored.
  if (flags & 0x0100 || flags & 0x8000) return null;
  const csw = view.getUint16(0x20, true);
  const lwStart = 0x22 + csw * 2 + 2;
  if (lwStart + 4 * 4 > word.length) return null;
  const cslw = view.getUint16(lwStart - 2, true);
  if (lwStart + Math.min(cslw, 10) * 4 > word.length) return null;
  const fcLcbStart = lwStart + cslw * 4 + 2;
  if (fcLcbStart + 34 * 8 > word.length) return null;
  const pairs = view.getUint16(fcLcbStart - 2, true);
  // The pairs up to the piece table (index 33) are in every Word 97 and later FIB.
  if (pairs < 34) return null;
  const pair = (index: number): [number, number] => [
    view.getUint32(fcLcbStart + index * 8, true),
    view.getUint32(fcLcbStart + index * 8 + 4, true),
  ];
  return {
    table: flags & 0x0200 ? '1Table' : '0Table',
    ccpText: view.getInt32(lwStart + 3 * 4, true),
    textBoxes: textBoxStory(view, lwStart, cslw),
    styles: pair(1),
    chpx: pair(12),
    papx: pair(13),
    clx: pair(33),
  };
}
