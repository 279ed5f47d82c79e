import JSZip from 'jszip';
import { xmlText } from './xml-text';
import { contentTypesXml, documentRelsXml, PACKAGE_RELS, XML_HEAD } from './docx-parts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const BASIC_STYLES = `${XML_HEAD}<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`;

const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));

/** US Letter with 0.75 in margins, in twentieths of a point (twips), as the body's section. */
export const DOCX_PAGE = { width: 12240, height: 15840, margin: 1080 } as const;
/** The width text runs across: where a right tab stop puts dates against the right margin. */
export const DOCX_TEXT_WIDTH = DOCX_PAGE.width - 2 * DOCX_PAGE.margin;

/** A run of text, bold or not; the text escaped (see xmlText). */
export function docxRun(text: string, bold = false): string {
  return `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
}

/** A paragraph of WordprocessingML: plain, bold, or in a named style (Title, Heading1). */
export function docxParagraph(text: string, style?: 'Title' | 'Heading1' | 'Strong'): string {
  const pPr =
    style === 'Title' || style === 'Heading1' ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  return `<w:p>${pPr}${docxRun(text, style === 'Strong')}</w:p>`;
}

/**
 * Zips a document body (paragraphs), its styles and, if given, its list numbering into a valid
 * DOCX file: a US Letter page with 0.75 in margins.
 */
export async function packDocx(
  bodyXml: string,
  stylesXml: string = BASIC_STYLES,
  numberingXml?: string,
): Promise<Uint8Array> {
  const parts: Array<'styles' | 'numbering'> = numberingXml ? ['styles', 'numbering'] : ['styles'];
  const { width, height, margin } = DOCX_PAGE;
  const zip = new JSZip();
  // Every entry dated alike (zip entries carry a time), so the same body gives the same bytes.
  const file = (name: string, xml: string) => zip.file(name, xml, { date: FIXED_DATE });
  file('[Content_Types].xml', contentTypesXml(parts));
  file('_rels/.rels', PACKAGE_RELS);
  file('word/_rels/document.xml.rels', documentRelsXml(parts));
  file('word/styles.xml', stylesXml);
  if (numberingXml) file('word/numbering.xml', numberingXml);
  file(
    'word/document.xml',
    `${XML_HEAD}<w:document xmlns:w="${W}"><w:body>${bodyXml}<w:sectPr><w:pgSz w:w="${width}" w:h="${height}"/><w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}"/></w:sectPr></w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}
