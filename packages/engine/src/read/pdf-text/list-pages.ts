import type { PdfFile } from './pdf-file';
import { PdfDict, PdfStream, UnsupportedPdf, nameOf, type PdfValue } from './pdf-objects';

/** What reading one page's text needs. */
export interface PageSource {
  resources: PdfDict;
  contents: PdfStream[];
  /** The visible box (crop box within media box), as pdf.js's page.view. */
  view: [number, number, number, number];
}

const LETTER: [number, number, number, number] = [0, 0, 612, 792];
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

function box(value: PdfValue | undefined): [number, number, number, number] | null {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((v) => typeof v === 'number'))
    return null;
  const [a, b, c, d] = value as number[];
  const r: [number, number, number, number] = [
    Math.min(a!, c!),
    Math.min(b!, d!),
    Math.max(a!, c!),
    Math.max(b!, d!),
  ];
  return r[2] - r[0] > 0 && r[3] - r[1] > 0 ? r : null;
}

function visibleBox(file: PdfFile, page: Map<string, PdfValue | undefined>) {
  const media = box(file.resolve(page.get('MediaBox'))) ?? LETTER;
  const crop = box(file.resolve(page.get('CropBox')));
  if (!crop || crop.every((v, i) => v === media[i])) return media;
  const cut: [number, number, number, number] = [
    Math.max(crop[0], media[0]),
    Math.max(crop[1], media[1]),
    Math.min(crop[2], media[2]),
    Math.min(crop[3], media[3]),
  ];
  return cut[2] - cut[0] > 0 && cut[3] - cut[1] > 0 ? cut : media;
}

/**
 * The pages in order, with inherited resources and boxes. Trees that pdf.js would have to
 * repair (a /Count that disagrees, loops), rotated pages and too many pages are refused.
 */
export function listPages(file: PdfFile, maxPages: number): PageSource[] {
  const catalog = file.dict(file.trailer, 'Root');
  const root = catalog ? file.dict(catalog, 'Pages') : undefined;
  if (!root) throw new UnsupportedPdf('no page tree');
  const count = file.get(root, 'Count');
  if (typeof count !== 'number' || count < 1 || count > maxPages)
    throw new UnsupportedPdf('page count outside what the quick reader takes');
  const pages: PageSource[] = [];
  const seen = new Set<PdfDict>();
  const walk = (node: PdfDict, inherited: Map<string, PdfValue | undefined>, depth: number) => {
    if (seen.has(node) || depth > 32 || pages.length > maxPages)
      throw new UnsupportedPdf('odd page tree');
    seen.add(node);
    const own = new Map(inherited);
    // pdf.js merges resource dictionaries met on the way down; only one is taken here.
    if (node.raw('Resources') !== undefined && inherited.has('Resources'))
      throw new UnsupportedPdf('resources on more than one level of the page tree');
    for (const key of INHERITED) if (node.raw(key) !== undefined) own.set(key, node.raw(key));
    const kids = file.get(node, 'Kids');
    if (nameOf(file.get(node, 'Type')) === 'Pages' || Array.isArray(kids)) {
      if (!Array.isArray(kids)) throw new UnsupportedPdf('page tree node without kids');
      for (const kid of kids) {
        const child = file.resolve(kid);
        if (!(child instanceof PdfDict)) throw new UnsupportedPdf('bad page tree kid');
        walk(child, own, depth + 1);
      }
      return;
    }
    const rotate = file.resolve(own.get('Rotate'));
    if (typeof rotate === 'number' && rotate % 360 !== 0) throw new UnsupportedPdf('rotated page');
    const unit = file.resolve(node.raw('UserUnit'));
    if (unit !== undefined && unit !== 1) throw new UnsupportedPdf('page with a user unit');
    const resources = file.resolve(own.get('Resources'));
    const contents = file.get(node, 'Contents');
    const streams = (Array.isArray(contents) ? contents : contents ? [contents] : []).map((c) =>
      file.resolve(c),
    );
    if (!streams.every((s) => s instanceof PdfStream))
      throw new UnsupportedPdf('bad page contents');
    if (streams.some((s) => (s as PdfStream).dict.raw('Resources') !== undefined))
      throw new UnsupportedPdf('content stream with its own resources');
    pages.push({
      resources: resources instanceof PdfDict ? resources : new PdfDict(),
      contents: streams as PdfStream[],
      view: visibleBox(file, own),
    });
  };
  walk(root, new Map(), 0);
  if (pages.length !== count) throw new UnsupportedPdf('page count disagrees with the tree');
  return pages;
}
