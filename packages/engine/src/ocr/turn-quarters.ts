import type { GrayImage } from './gray-image';

/** Turns an image by whole quarter turns clockwise (0 to 3), pixel for pixel. */
export function turnQuarters(image: GrayImage, quarters: number): GrayImage {
  const turns = ((quarters % 4) + 4) % 4;
  if (turns === 0) return image;
  const { width: w, height: h, pixels } = image;
  const [width, height] = turns === 2 ? [w, h] : [h, w];
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      // Where the source pixel (x, y) lands after the turn.
      const [nx, ny] =
        turns === 1 ? [h - 1 - y, x] : turns === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      out[ny * width + nx] = pixels[y * w + x]!;
    }
  return { width, height, pixels: out };
}
