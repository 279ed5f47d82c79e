import { inflateRawSync } from 'node:zlib';
import type { ZipEntry } from './zip-size';

/**
 * A zip entry's data, or null unless it unpacks to exactly the size its directory declares. The
 * sizes are only claims: a zip bomb can declare a few bytes and inflate to gigabytes, which the
 * unzipper notices only after holding them all. Inflating here stops one byte past the claim.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) return null;
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return entry.compressedSize === entry.size ? data : null;
  if (entry.method !== 8) return null;
  try {
    const out = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    return out.length === entry.size ? out : null;
  } catch {
    // Past the claim (ERR_BUFFER_TOO_LARGE) or not a deflate stream at all.
    return null;
  }
}
