import type { GrayImage } from './gray-image';

/** Where each colour byte sits in a pixel, and how many bytes a pixel takes. */
export interface PixelLayout {
  red: number;
  green: number;
  blue: number;
  /** The alpha byte, if any: transparent pixels are laid on white paper. */
  alpha?: number;
  bytes: number;
}

/** PDFium's bitmaps: blue, green, red, unused. */
export const BGRX: PixelLayout = { red: 2, green: 1, blue: 0, bytes: 4 };
/** pngjs and jpeg-js: red, green, blue, alpha. */
export const RGBA: PixelLayout = { red: 0, green: 1, blue: 2, alpha: 3, bytes: 4 };

/** Colour pixels, rows `stride` bytes apart, as a grey image (ITU-R BT.601 luma weights). */
export function toGray(
  data: Uint8Array,
  width: number,
  height: number,
  layout: PixelLayout,
  stride = width * layout.bytes,
): GrayImage {
  const pixels = new Uint8Array(width * height);
  const { red, green, blue, alpha, bytes } = layout;
  for (let y = 0; y < height; y += 1)
    for (let x = 0, i = y * stride; x < width; x += 1, i += bytes) {
      const luma = (data[i + red]! * 77 + data[i + green]! * 150 + data[i + blue]! * 29) >> 8;
      const a = alpha === undefined ? 255 : data[i + alpha]!;
      pixels[y * width + x] = Math.round((luma * a + 255 * (255 - a)) / 255);
    }
  return { width, height, pixels };
}
