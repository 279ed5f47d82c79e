import { crc32, deflateRawSync } from 'node:zlib';

/** A file to put in a zip, with the option to lie about its size or hand in ready deflate data. */
export interface RawZipEntry {
  name: string;
  data: Uint8Array;
  /** The uncompressed size written in the headers (the real one unless a test forges it). */
  declaredSize?: number;
  /** Deflate data to store instead of compressing `data` (for entries too big to hold; its CRC is then left wrong, which the unzipper does not check). */
  deflated?: Uint8Array;
}

/**
 * Writes a zip (deflate, no zip64) whose headers say whatever the test wants, which JSZip's
 * writer never lets one do: the basis of the forged-size zip bomb.
 */
export function rawZip(entries: RawZipEntry[]): Uint8Array {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.deflated ?? deflateRawSync(entry.data, { level: 9 }));
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const listing = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(listing.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, listing, end]));
}
