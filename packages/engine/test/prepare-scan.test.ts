import { beforeAll, describe, expect, it } from 'vitest';
import { findSkew } from '../src/ocr/find-skew';
import type { GrayImage } from '../src/ocr/gray-image';
import { imageSize } from '../src/ocr/image-size';
import { removeRules } from '../src/ocr/remove-rules';
import { rotateGray } from '../src/ocr/rotate-gray';
import { renderResumePdf } from '../src/render/render-resume-pdf';
import { encodeJpeg, encodePng } from './fixtures/encode-scan';
import { renderScan } from './fixtures/render-scan';
import { richBody } from './fixtures/resume-bodies';

let page: GrayImage;
beforeAll(async () => {
  [page] = (await renderScan(await renderResumePdf(richBody), { dpi: 100, degrees: 0 })) as [
    GrayImage,
  ];
}, 60_000);

/** A white page with a long rule across it and a row of short dashes, like letters' strokes. */
function ruledPage(): GrayImage {
  const [width, height] = [400, 40];
  const pixels = new Uint8Array(width * height).fill(255);
  pixels.fill(120, 10 * width + 20, 10 * width + 380);
  for (let x = 20; x < 380; x += 12) pixels.fill(0, 30 * width + x, 30 * width + x + 8);
  return { width, height, pixels };
}

describe('readying a scan for OCR', () => {
  it.each([-2, -1.25, 0, 1.5, 2])('finds a page turned by %s degrees', (degrees) => {
    expect(Math.abs(findSkew(rotateGray(page, degrees)) - degrees)).toBeLessThanOrEqual(0.25);
  });

  it('whites out a rule and keeps the strokes of letters', () => {
    const clean = removeRules(ruledPage());
    expect(clean.pixels.slice(10 * 400, 11 * 400).every((v) => v === 255)).toBe(true);
    expect(clean.pixels.slice(30 * 400, 31 * 400).filter((v) => v === 0).length).toBe(240);
  });

  it('reads the size of a PNG and a JPEG from their headers', () => {
    const image = { width: 30, height: 20, pixels: new Uint8Array(600).fill(200) };
    expect(imageSize(encodePng(image))).toEqual({ format: 'png', width: 30, height: 20 });
    expect(imageSize(encodeJpeg(image))).toEqual({ format: 'jpeg', width: 30, height: 20 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
