// A Word file with no text but pictures of its pages (a scan or a PDF saved into Word as images,
// one page-sized picture a page) is a scan like any other: its pictures are read by OCR.
import { inflateEntry } from './inflate-entry';
import { zipEntries, type ZipEntry } from './zip-size';
import { relationshipsOf, relsPathOf, wordPartPaths } from './word-part-paths';
import { imageSize } from '../ocr/image-size';

/** Smaller pictures are logos, icons or a photo of the person, never a page of text. */
const MIN_PAGE_SIDE_PX = 400;

/**
 * The page-sized PNG and JPEG pictures of a DOCX, in the order the body shows them (DrawingML's
 * r:embed and VML's r:id alike). Call it only after the DOCX reader has checked the zip's sizes.
 */
export function docxPageImages(bytes: Uint8Array): Uint8Array[] {
  const entries = zipEntries(bytes) ?? [];
  const byName = new Map<string, ZipEntry>(entries.map((e) => [e.name, e]));
  const read = (name: string) => {
    const entry = byName.get(name);
    return entry ? inflateEntry(bytes, entry) : null;
  };
  const text = (name: string) => new TextDecoder().decode(read(name) ?? new Uint8Array());
  const rels = new Map(
    entries.filter((e) => e.name.endsWith('.rels')).map((e) => [e.name, text(e.name)]),
  );
  const { document } = wordPartPaths(rels, (name) => byName.has(name));
  const folder = document.slice(0, document.lastIndexOf('/') + 1);
  const targets = new Map(
    relationshipsOf(rels.get(relsPathOf(document)) ?? '', folder)
      .filter((r) => r.type === 'image')
      .map((r) => [r.id, r.path]),
  );
  const shown = [...text(document).matchAll(/\br:(?:embed|id)="([^"]+)"/g)]
    .map((m) => targets.get(m[1]!))
    .filter((name): name is string => name !== undefined);
  const pages: Uint8Array[] = [];
  for (const name of new Set(shown)) {
    const image = read(name);
    const size = image && imageSize(image);
    if (image && size && Math.min(size.width, size.height) >= MIN_PAGE_SIDE_PX) pages.push(image);
  }
  return pages;
}
