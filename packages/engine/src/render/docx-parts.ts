// The fixed parts of a DOCX package: what Word needs besides the body, styles and numbering.
const PACKAGE_TYPES = 'http://schemas.openxmlformats.org/package/2006';
const DOCUMENT_TYPES = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** The content types, with an override for each word/ part present. */
export function contentTypesXml(parts: Array<'styles' | 'numbering'>): string {
  const overrides = ['document', ...parts]
    .map((part) => {
      const type = part === 'document' ? 'document.main' : part;
      return `<Override PartName="/word/${part}.xml" ContentType="${WORD_TYPE}.${type}+xml"/>`;
    })
    .join('');
  return `${HEAD}<Types xmlns="${PACKAGE_TYPES}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
}

/** The package relationships: the main document. */
export const PACKAGE_RELS = `${HEAD}<Relationships xmlns="${PACKAGE_TYPES}/relationships"><Relationship Id="rId1" Type="${DOCUMENT_TYPES}/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The document's relationships: its styles and, when present, its numbering. */
export function documentRelsXml(parts: Array<'styles' | 'numbering'>): string {
  const rels = parts
    .map(
      (part, i) =>
        `<Relationship Id="rId${i + 1}" Type="${DOCUMENT_TYPES}/${part}" Target="${part}.xml"/>`,
    )
    .join('');
  return `${HEAD}<Relationships xmlns="${PACKAGE_TYPES}/relationships">${rels}</Relationships>`;
}

/** The XML declaration every part starts with. */
export const XML_HEAD = HEAD;
