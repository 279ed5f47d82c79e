import { renderResumePdf } from '../../../../packages/engine/src/render/render-resume-pdf';
import { richBody } from '../../../../packages/engine/test/fixtures/resume-bodies';
import { renderScan } from '../../../../packages/engine/test/fixtures/render-scan';
import {
  encodeJpeg,
  encodePng,
  imagePdf,
} from '../../../../packages/engine/test/fixtures/encode-scan';

/** The name on the scanned resume. */
export const SCANNED_NAME = richBody.personal_info.name;

/**
 * A one-page resume as a scanner returns it (150 DPI, turned 1.5 degrees, grain and specks), as
 * a PNG and as an image-only PDF of `pages` copies of the page (JPEG inside, no text layer).
 */
export async function scanFiles(pages = 2): Promise<{ png: Uint8Array; pdf: Uint8Array }> {
  const [page] = await renderScan(await renderResumePdf(richBody), { dpi: 150 });
  const jpeg = encodeJpeg(page!);
  return {
    png: encodePng(page!),
    pdf: await imagePdf(Array.from({ length: pages }, () => jpeg)),
  };
}

/** A PNG whose header claims `side` x `side` pixels: refused before a pixel is decoded. */
export function hugePngHeader(side: number): Uint8Array {
  const png = encodePng({ width: 1, height: 1, pixels: new Uint8Array([255]) });
  const view = new DataView(png.buffer, png.byteOffset);
  view.setUint32(16, side);
  view.setUint32(20, side);
  return png;
}

/** An image-only PDF of `pages` tiny grey pages: more scanned pages than OCR reads. */
export function manyPageScan(pages: number): Promise<Uint8Array> {
  const tiny = encodePng({ width: 8, height: 8, pixels: new Uint8Array(64).fill(90) });
  return imagePdf(Array.from({ length: pages }, () => tiny));
}
