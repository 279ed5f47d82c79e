// A Word file with no text but pictures of its pages (a scan or a PDF saved into Word as images,
// one page-sized picture a page) is a scan like any other: its pictures are read by OCR.
import { attribute } from './scan-xml';
import { inflateEntry } from './inflate-entry';
import { zipEntries, type ZipEntry } from './zip-size';
import { imageSize } from '../ocr/image-size';

/** Smaller pictures are logos, icons or a photo of the person, never a page of text. */
const MIN_PAGE_SIDE_PX = 400;

/** The image targets of the document's relationships, by id, as zip entry names. */
function imageTargets(rels: string): Map<string, string> {
  const byId = new Map<string, string>();
  for (const [raw] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(raw, 'Id');
    const target = attribute(raw, 'Target')?.replace(/\\/g, '/');
    if (!id || !target || attribute(raw, 'TargetMode') === 'External') continue;
    if (!/\/image$/.test(attribute(raw, 'Type') ?? '')) continue;
    byId.set(id, target.startsWith('/') ? target.slice(1) : `word/${target.replace(/^\.\//, '')}`);
  }
  return byId;
}

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
  const targets = imageTargets(text('word/_rels/document.xml.rels'));
  const shown = [...text('word/document.xml').matchAll(/\br:(?:embed|id)="([^"]+)"/g)]
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
