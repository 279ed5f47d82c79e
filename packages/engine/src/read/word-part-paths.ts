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

/** A relationships part's targets by type (the type's last segment: 'styles'), in order. */
function targetsByType(relsXml: string, base: string): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  scanXml(relsXml, {
    text() {},
    tag({ name, closing, raw }) {
      if (closing || name !== 'Relationship') return;
      const type = /\/relationships\/(\w+)$/.exec(attribute(raw, 'Type') ?? '')?.[1];
      const target = attribute(raw, 'Target');
      if (!type || !target || attribute(raw, 'TargetMode') === 'External') return;
      // Targets are relative to the part's folder, or absolute in the package.
      const joined = target.startsWith('/') ? target.slice(1) : `${base}${target}`;
      const path = joined.replace(/(?:^|[^/]+\/)\.\.\//g, '').replace(/^\.\//, '');
      byType.set(type, [...(byType.get(type) ?? []), path]);
    },
  });
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
  const slash = document.lastIndexOf('/');
  const folder = document.slice(0, slash + 1);
  const rels = parts.get(`${folder}_rels/${document.slice(slash + 1)}.rels`) ?? '';
  const related = targetsByType(rels, folder);
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
