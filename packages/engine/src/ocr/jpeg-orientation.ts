const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const ORIENTATION_TAG = 0x0112;

/** Quarter turns clockwise that show the photo upright, by EXIF orientation (mirrors ignored). */
const QUARTERS: Record<number, number> = { 1: 0, 2: 0, 3: 2, 4: 2, 5: 1, 6: 1, 7: 3, 8: 3 };

function orientationIn(tiff: Uint8Array): number {
  const little = tiff[0] === 0x49; // "II": Intel byte order
  const u16 = (i: number) =>
    little ? tiff[i]! | (tiff[i + 1]! << 8) : (tiff[i]! << 8) | tiff[i + 1]!;
  const u32 = (i: number) =>
    little ? u16(i) + u16(i + 2) * 0x10000 : u16(i) * 0x10000 + u16(i + 2);
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let e = 0; e < entries; e += 1) {
    const at = ifd + 2 + e * 12;
    if (at + 12 > tiff.length) break;
    if (u16(at) === ORIENTATION_TAG) return u16(at + 8);
  }
  return 1;
}

/**
 * How many quarter turns clockwise a JPEG needs to stand upright, from its EXIF orientation:
 * phones store photos as the sensor saw them and say in EXIF how to turn them.
 */
export function jpegQuarterTurns(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    // EXIF sits in an APP1 segment before the image data.
    if (marker === 0xda || marker === 0xd9) break;
    if (marker === 0xe1 && EXIF.every((b, i) => bytes[at + 4 + i] === b)) {
      const tiff = bytes.subarray(at + 10, at + 2 + length);
      return QUARTERS[orientationIn(tiff)] ?? 0;
    }
    at += 2 + length;
  }
  return 0;
}
