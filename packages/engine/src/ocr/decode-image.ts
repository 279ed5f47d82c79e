import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { EngineError } from '../engine-error';
import type { GrayImage } from './gray-image';
import { OCR_BOUNDS } from './ocr-bounds';
import { jpegQuarterTurns } from './jpeg-orientation';
import { RGBA, toGray } from './to-gray';
import { turnQuarters } from './turn-quarters';

/**
 * Decodes a PNG or JPEG file to grey pixels, a phone photo turned upright as its EXIF
 * orientation says. Call it only once the header's size is within
 * OCR_BOUNDS; the JPEG decoder is held to the same bounds in case the header lied.
 */
export function decodeImage(bytes: Uint8Array, format: 'png' | 'jpeg'): GrayImage {
  try {
    if (format === 'png') {
      const png = PNG.sync.read(Buffer.from(bytes));
      return toGray(png.data, png.width, png.height, RGBA);
    }
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: OCR_BOUNDS.maxPixelsPerPage / 1e6,
      maxMemoryUsageInMB: 256,
    });
    const gray = toGray(image.data, image.width, image.height, RGBA);
    return turnQuarters(gray, jpegQuarterTurns(bytes));
  } catch {
    throw new EngineError('MALFORMED');
  }
}
