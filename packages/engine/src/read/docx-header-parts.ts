import { attribute, scanXml, type XmlVisitor } from './scan-xml';
import { relationshipsOf } from './word-part-paths';

/** A header or footer a section refers to. */
export interface Reference {
  kind: 'header' | 'footer';
  /** 'first', 'default' or 'even'. */
  type: string;
  id: string;
}

/**
 * Each section's header and footer references in document order, the first page's first, read
 * by a visitor of word/document.xml (so one scan of the part can feed other readers too).
 */
export function headerReferenceReader(): { visitor: XmlVisitor; references: () => Reference[] } {
  const out: Reference[] = [];
  let section: Reference[] = [];
  let titlePage = false;
  const visitor: XmlVisitor = {
    text() {},
    tag({ name, closing, empty, raw }) {
      if (name === 'w:sectPr' && !closing && !empty) {
        section = [];
        titlePage = false;
      } else if (name === 'w:titlePg' && !closing) {
        titlePage =
          attribute(raw, 'w:val') === null || /^(?:1|true|on)$/i.test(attribute(raw, 'w:val')!);
      } else if ((name === 'w:headerReference' || name === 'w:footerReference') && !closing) {
        const id = attribute(raw, 'r:id');
        const kind = name === 'w:headerReference' ? 'header' : 'footer';
        if (id) section.push({ kind, type: attribute(raw, 'w:type') ?? 'default', id });
      } else if (name === 'w:sectPr' && (closing || empty)) {
        // A first-page header shows only when the section asks for a title page.
        const order = titlePage ? ['first', 'default', 'even'] : ['default', 'even'];
        for (const type of order) for (const r of section) if (r.type === type) out.push(r);
        section = [];
      }
    },
  };
  return { visitor, references: () => out };
}

/**
 * The header and footer parts a DOCX shows, as zip entry names, in reading order: the first
 * section's first-page header (when it has a title page) before its default and even-page ones,
 * then later sections'. Parts no section refers to are never shown by Word, so they are left out.
 */
export function docxHeaderParts(
  documentXml: string,
  relsXml: string,
): { headers: string[]; footers: string[] } {
  const reader = headerReferenceReader();
  scanXml(documentXml, reader.visitor);
  return headerPartsOf(reader.references(), relsXml);
}

/** docxHeaderParts from the references a headerReferenceReader found. */
export function headerPartsOf(
  refs: Reference[],
  relsXml: string,
): { headers: string[]; footers: string[] } {
  // Targets are relative to word/, or absolute in the package.
  const byId = new Map(relationshipsOf(relsXml, 'word/').map((r) => [r.id, r.path]));
  const headers = new Set<string>();
  const footers = new Set<string>();
  for (const ref of refs) {
    const part = byId.get(ref.id);
    if (part) (ref.kind === 'header' ? headers : footers).add(part);
  }
  return { headers: [...headers], footers: [...footers] };
}
