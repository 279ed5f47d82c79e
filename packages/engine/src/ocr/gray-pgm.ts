import type { GrayImage } from './gray-image';

/** A grey image as a PGM file, the simplest format tesseract.js reads: a header, then pixels. */
export function grayPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.pixels.length);
  out.set(header);
  out.set(image.pixels, header.length);
  return out;
}
