import { readSprms } from './doc-sprms';

/** Properties that apply to the stream bytes from `fc` up to `fcEnd`. */
export interface DocRun {
  fc: number;
  fcEnd: number;
  /** The style of a paragraph run (PAPX); 0 for character runs. */
  istd: number;
  sprms: { sprm: number; operand: Uint8Array }[];
}

const PAGE = 512;

/**
 * The property runs of a PlcBtePapx or PlcBteChpx: each entry names a 512-byte page (FKP) of the
 * WordDocument stream holding runs of stream offsets and their properties. Sorted by offset for
 * binary search. Pages or runs that point outside the streams are left out.
 */
export function readDocRuns(
  word: Uint8Array,
  table: Uint8Array,
  [at, length]: [number, number],
  kind: 'paragraph' | 'character',
): DocRun[] {
  if (at + length > table.length || length < 12) return [];
  const tableView = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = Math.floor((length - 4) / 8);
  const runs: DocRun[] = [];
  for (let i = 0; i < count; i += 1) {
    const page = (tableView.getUint32(at + (count + 1) * 4 + i * 4, true) & 0x3fffff) * PAGE;
    if (page + PAGE > word.length) continue;
    const fkp = word.subarray(page, page + PAGE);
    const view = new DataView(fkp.buffer, fkp.byteOffset, PAGE);
    const crun = fkp[PAGE - 1]!;
    // Paragraph entries are 13 bytes (an offset and layout data), character ones 1.
    const entry = kind === 'paragraph' ? 13 : 1;
    if ((crun + 1) * 4 + crun * entry > PAGE - 1) continue;
    for (let j = 0; j < crun; j += 1) {
      const fc = view.getUint32(j * 4, true);
      const fcEnd = view.getUint32((j + 1) * 4, true);
      const offset = fkp[(crun + 1) * 4 + j * entry]! * 2;
      runs.push({ fc, fcEnd, ...properties(fkp, offset, kind) });
    }
  }
  return runs.sort((a, b) => a.fc - b.fc);
}

function properties(fkp: Uint8Array, offset: number, kind: 'paragraph' | 'character') {
  if (offset === 0 || offset >= PAGE - 1) return { istd: 0, sprms: [] };
  if (kind === 'character') {
    const size = fkp[offset]!;
    return {
      istd: 0,
      sprms: readSprms(fkp.subarray(offset + 1, Math.min(PAGE - 1, offset + 1 + size))),
    };
  }
  // A PAPX's size is in words: 2cb-1 bytes, or, when cb is 0, 2cb' bytes after a second byte.
  const cb = fkp[offset]!;
  const start = cb ? offset + 1 : offset + 2;
  const size = cb ? cb * 2 - 1 : (fkp[offset + 1] ?? 0) * 2;
  const bytes = fkp.subarray(start, Math.min(PAGE - 1, start + size));
  if (bytes.length < 2) return { istd: 0, sprms: [] };
  return { istd: bytes[0]! | (bytes[1]! << 8), sprms: readSprms(bytes.subarray(2)) };
}

/** The run holding a stream offset, by binary search, or null. */
export function runAt(runs: DocRun[], fc: number): DocRun | null {
  let low = 0;
  let high = runs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const run = runs[middle]!;
    if (fc < run.fc) high = middle - 1;
    else if (fc >= run.fcEnd) low = middle + 1;
    else return run;
  }
  return null;
}
