/** An image's kind and size in pixels, as its header states them. */
export interface ImageSize {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic) do not.
const NOT_FRAME = new Set([0xc4, 0xc8, 0xcc]);

const u16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32 = (b: Uint8Array, i: number) => u16(b, i) * 0x10000 + u16(b, i + 2);

/** Whether the bytes start as a PNG or a JPEG file does (the magic numbers). */
export function imageFormat(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (PNG.every((b, i) => bytes[i] === b)) return 'png';
  if (JPEG.every((b, i) => bytes[i] === b)) return 'jpeg';
  return null;
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM) stand alone.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAME.has(marker))
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

/**
 * Reads an image's size from its header without decoding a pixel, so an image too large to
 * read is refused before it costs memory. Null when the header cannot be read.
 */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const format = imageFormat(bytes);
  if (format === 'png') {
    if (bytes.length < 24) return null;
    return { format, width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (format === 'jpeg') {
    const size = jpegSize(bytes);
    return size && { format, ...size };
  }
  return null;
}
