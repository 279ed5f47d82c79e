const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;

/**
 * The top-level streams of an OLE compound file (a Word 97 .doc is one), by name. Every sector
 * chain is followed at most as many steps as the file has sectors, so a chain that loops or
 * points past the end makes the file unreadable instead of endless. Null when the structure
 * does not hold together.
 */
export function compoundFileStreams(
  bytes: Uint8Array,
  names: string[],
): Map<string, Uint8Array> | null {
  if (bytes.length < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : NO_STREAM);
  const shift = view.getUint16(0x1e, true);
  const miniShift = view.getUint16(0x20, true);
  if ((shift !== 9 && shift !== 12) || miniShift !== 6) return null;
  const size = 1 << shift;
  const sectors = Math.floor((bytes.length - size) / size) + 1;
  const sectorAt = (n: number) => (n + 1) * size;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i += 1) fatSectors.push(u32(0x4c + i * 4));
  const declared = view.getUint32(0x2c, true);
  let difat = u32(0x44);
  for (
    let steps = 0;
    difat < sectors && steps < sectors && fatSectors.length < declared;
    steps += 1
  ) {
    const at = sectorAt(difat);
    for (let i = 0; i < size / 4 - 1; i += 1) fatSectors.push(u32(at + i * 4));
    difat = u32(at + size - 4);
  }
  const fatCount = Math.min(declared, fatSectors.length, sectors);
  const fat = new Uint32Array(fatCount * (size / 4));
  for (let s = 0; s < fatCount; s += 1) {
    if (fatSectors[s]! >= sectors) return null;
    for (let i = 0; i < size / 4; i += 1)
      fat[s * (size / 4) + i] = u32(sectorAt(fatSectors[s]!) + i * 4);
  }

  /** A chain's bytes, or null if it leaves the file or loops. */
  const chain = (
    table: Uint32Array,
    first: number,
    unit: number,
    read: (n: number) => Uint8Array | null,
  ) => {
    const parts: Uint8Array[] = [];
    let steps = 0;
    for (let n = first; n !== END_OF_CHAIN; n = table[n]!) {
      const part = n < table.length && steps <= table.length ? read(n) : null;
      if (!part || part.length < unit) return null;
      parts.push(part);
      steps += 1;
    }
    return Buffer.concat(parts);
  };
  const sector = (n: number) =>
    n < sectors ? bytes.subarray(sectorAt(n), sectorAt(n) + size) : null;

  const directory = chain(fat, u32(0x30), size, sector);
  if (!directory || directory.length < 128) return null;
  const entry = (i: number) => {
    const at = i * 128;
    if (at + 128 > directory.length) return null;
    const d = new DataView(directory.buffer, directory.byteOffset + at, 128);
    const nameLength = Math.min(64, d.getUint16(0x40, true));
    const name = Buffer.from(directory.subarray(at, at + Math.max(0, nameLength - 2))).toString(
      'utf16le',
    );
    return {
      name,
      type: d.getUint8(0x42),
      left: d.getUint32(0x44, true),
      right: d.getUint32(0x48, true),
      child: d.getUint32(0x4c, true),
      start: d.getUint32(0x74, true),
      size: d.getUint32(0x78, true),
    };
  };
  const root = entry(0);
  if (!root || root.type !== 5) return null;

  const miniFat = chain(fat, u32(0x3c), size, sector) ?? new Uint8Array();
  const miniView = new DataView(miniFat.buffer, miniFat.byteOffset, miniFat.byteLength);
  const miniTable = new Uint32Array(Math.floor(miniFat.length / 4));
  for (let i = 0; i < miniTable.length; i += 1) miniTable[i] = miniView.getUint32(i * 4, true);
  const miniStream =
    root.start === END_OF_CHAIN ? new Uint8Array() : chain(fat, root.start, size, sector);
  const cutoff = view.getUint32(0x38, true);

  // The root's children form a tree through left and right siblings; each is visited once.
  const wanted = new Map<string, Uint8Array>();
  const seen = new Set<number>();
  const pending = [root.child];
  while (pending.length) {
    const i = pending.pop()!;
    if (i === NO_STREAM || seen.has(i)) continue;
    seen.add(i);
    const e = entry(i);
    if (!e) return null;
    pending.push(e.left, e.right);
    if (e.type !== 2 || !names.includes(e.name)) continue;
    const mini = e.size < cutoff;
    const data = mini
      ? chain(miniTable, e.start, 64, (n) => miniStream?.subarray(n * 64, n * 64 + 64) ?? null)
      : chain(fat, e.start, size, sector);
    if (!data || data.length < e.size) return null;
    wanted.set(e.name, data.subarray(0, e.size));
  }
  return wanted;
}
