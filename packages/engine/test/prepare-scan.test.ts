import { beforeAll, describe, expect, it } from 'vitest';
import { findSkew } from '../src/ocr/find-skew';
import type { GrayImage } from '../src/ocr/gray-image';
import { imageSize } from '../src/ocr/image-size';
import { invertDarkBands } from '../src/ocr/invert-dark-bands';
import { removeDotLeaders } from '../src/ocr/remove-dot-leaders';
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

  it('whites out a shaded band behind a heading and keeps the heading', () => {
    // A light grey band 20 rows tall across the page, dark strokes of letters on rows 8 to 12.
    const [width, height] = [400, 30];
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 5; y < 25; y += 1) pixels.fill(205, y * width + 10, y * width + 390);
    for (let y = 8; y < 13; y += 1)
      for (let x = 30; x < 150; x += 10) pixels.fill(20, y * width + x, y * width + x + 4);
    const clean = removeRules({ width, height, pixels });
    const row = (y: number) => clean.pixels.slice(y * width, (y + 1) * width);
    // The band is gone, on rows with letters and without...
    expect(row(6).every((v) => v === 255)).toBe(true);
    expect(row(10).filter((v) => v === 205).length).toBe(0);
    // ...and every stroke of the letters is still there.
    expect(row(10).filter((v) => v === 20).length).toBe(48);
  });

  it('whites out a dotted leader and keeps an ellipsis and the dots of letters', () => {
    const [width, height] = [1000, 60];
    const pixels = new Uint8Array(width * height).fill(255);
    const dot = (x: number, y: number) => {
      for (let dy = 0; dy < 3; dy += 1)
        pixels.fill(0, (y + dy) * width + x, (y + dy) * width + x + 3);
    };
    // A leader: 30 dots, 12 pixels apart, across 360 pixels of row 10.
    for (let k = 0; k < 30; k += 1) dot(300 + 12 * k, 10);
    // An ellipsis and a few i-dots, unevenly spaced, on row 40.
    for (const x of [100, 108, 116, 400, 431, 470, 520]) dot(x, 40);
    const clean = removeDotLeaders({ width, height, pixels });
    const inked = (y: number) =>
      clean.pixels.slice(y * width, (y + 1) * width).filter((v) => v === 0);
    expect(inked(11)).toHaveLength(0);
    expect(inked(41)).toHaveLength(7 * 3);
  });

  it('turns a light heading on a dark band dark on white, and leaves heavy type and photos', () => {
    const [width, height] = [600, 800];
    const pixels = new Uint8Array(width * height).fill(255);
    const box = (x0: number, y0: number, x1: number, y1: number, v: number) => {
      for (let y = y0; y < y1; y += 1) pixels.fill(v, y * width + x0, y * width + x1);
    };
    // A navy band 24 rows tall across 500 pixels, white letters inside it.
    box(50, 20, 550, 44, 40);
    for (let x = 70; x < 200; x += 12) box(x, 26, x + 5, 38, 250);
    // A heading in heavy type: dark strokes with gaps, no bare ground.
    for (let x = 50; x < 450; x += 9) box(x, 80, x + 7, 100, 30);
    // A photograph's dark part: solid, but a fifth of the page wide.
    box(400, 130, 520, 145, 20);
    const out = invertDarkBands({ width, height, pixels });
    const at = (x: number, y: number) => out.pixels[y * width + x]!;
    expect(at(300, 22)).toBe(255); // the band's ground
    expect(at(72, 30)).toBe(5); // a letter, now dark
    expect(at(52, 90)).toBe(30); // heavy type stays
    expect(at(450, 140)).toBe(20); // the photograph stays
  });

  it('reads the size of a PNG and a JPEG from their headers', () => {
    const image = { width: 30, height: 20, pixels: new Uint8Array(600).fill(200) };
    expect(imageSize(encodePng(image))).toEqual({ format: 'png', width: 30, height: 20 });
    expect(imageSize(encodeJpeg(image))).toEqual({ format: 'jpeg', width: 30, height: 20 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
