import { attribute, scanXml } from './scan-xml';

/** Where a DOCX keeps the parts the body reader needs, as zip entry names. */
export interface WordPartPaths {
  document: string;
  styles: string;
  numbering: string;
  footnotes: string;
  endnotes: string;
  /** Every header and footer part the document's relationships name (not all are shown). */
  headersAndFooters: string[];
}

/** One relationship of a part: its id, its type's last segment ('styles', 'image'), its target. */
export interface Relationship {
  id: string;
  type: string;
  /** The target as a zip entry name. */
  path: string;
}

/**
 * A relationships part's targets inside the package, in order. Targets are relative to the part's
 * folder `base` ('word/'), or absolute in the package; some converters write them with
 * backslashes ('media\image1.jpg').
 */
export function relationshipsOf(relsXml: string, base: string): Relationship[] {
  const out: Relationship[] = [];
  scanXml(relsXml, {
    text() {},
    tag({ name, closing, raw }) {
      if (closing || name !== 'Relationship') return;
      const id = attribute(raw, 'Id') ?? '';
      const type = /\/relationships\/(\w+)$/.exec(attribute(raw, 'Type') ?? '')?.[1] ?? '';
      const target = attribute(raw, 'Target')?.replace(/\\/g, '/');
      if (!target || attribute(raw, 'TargetMode') === 'External') return;
      const joined = target.startsWith('/') ? target.slice(1) : `${base}${target}`;
      const path = joined.replace(/(?:^|[^/]+\/)\.\.\//g, '').replace(/^\.\//, '');
      out.push({ id, type, path });
    },
  });
  return out;
}

/** The relationships part of a part ('word/document.xml' → 'word/_rels/document.xml.rels'). */
export function relsPathOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

/** A relationships part's targets by type (the type's last segment: 'styles'), in order. */
function targetsByType(relsXml: string, base: string): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const { type, path } of relationshipsOf(relsXml, base))
    if (type) byType.set(type, [...(byType.get(type) ?? []), path]);
  return byType;
}

/**
 * The main document part named by the package's relationships (word/document.xml unless it
 * says otherwise), and its styles, numbering and notes named by the document's relationships:
 * the first target that exists, or Word's usual name. `parts` needs only the relationships
 * parts; `exists` says which entries the zip has.
 */
export function wordPartPaths(
  parts: Map<string, string>,
  exists: (name: string) => boolean = (name) => parts.has(name),
): WordPartPaths {
  const pick = (targets: string[] | undefined, fallback: string) =>
    targets?.find(exists) ?? fallback;
  const document = pick(
    targetsByType(parts.get('_rels/.rels') ?? '', '').get('officeDocument'),
    'word/document.xml',
  );
  const folder = document.slice(0, document.lastIndexOf('/') + 1);
  const related = targetsByType(parts.get(relsPathOf(document)) ?? '', folder);
  const part = (type: string) => pick(related.get(type), `word/${type}.xml`);
  return {
    document,
    styles: part('styles'),
    numbering: part('numbering'),
    footnotes: part('footnotes'),
    endnotes: part('endnotes'),
    headersAndFooters: [...(related.get('header') ?? []), ...(related.get('footer') ?? [])],
  };
}
