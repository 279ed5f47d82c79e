// Small DOCX files, each with one thing a Word body reader can get wrong, to compare readers on.
import JSZip from 'jszip';
import { packWordDocx } from '../fixtures/word-package';
import { NAMESPACES, paragraph, run, table } from '../fixtures/word-xml';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A cell with properties (w:tcPr) before its paragraphs. */
const cell = (props: string, text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/>${props}</w:tcPr>${paragraph(text)}</w:tc>`;

/** A paragraph of a list level deeper than most readers expect. */
const listItem = (text: string, level: number, numId = 1) =>
  `<w:p><w:pPr><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>${run(text)}</w:p>`;

/** Bodies by what they hold. */
const BODIES: Record<string, string> = {
  'merged cells': `<w:tbl><w:tblPr/><w:tr>${cell('<w:vMerge w:val="restart"/>', 'Acme Corp, 2019 – 2023')}${cell('', 'Led a team of five')}</w:tr><w:tr>${cell('<w:vMerge/>', '')}${cell('', 'Shipped the billing rewrite')}</w:tr><w:tr>${cell('<w:gridSpan w:val="2"/>', 'Wide note')}</w:tr></w:tbl>${paragraph('After the table')}`,
  'bookmark among rows': `<w:tbl><w:tblPr/><w:tr>${cell('<w:vMerge w:val="restart"/>', 'Role')}${cell('', 'Did things')}</w:tr><w:bookmarkStart w:id="3" w:name="roles"/><w:tr>${cell('<w:vMerge/>', '')}${cell('', 'Did more')}</w:tr></w:tbl>`,
  'deleted paragraph mark': `<w:p><w:pPr><w:rPr><w:del w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:rPr></w:pPr>${run('Joined to ')}</w:p>${paragraph('the next paragraph', { style: 'Heading1' })}<w:tbl><w:tblPr/><w:tr><w:trPr><w:del w:id="2" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:trPr>${cell('', 'Deleted row')}</w:tr><w:tr>${cell('', 'Kept row')}</w:tr></w:tbl><w:p>${run('Kept ')}<w:ins w:id="3" w:author="A">${run('inserted')}</w:ins><w:del w:id="4" w:author="A"><w:r><w:delText>gone</w:delText></w:r></w:del></w:p>`,
  'deep and nested lists':
    [0, 1, 2, 4, 5, 6, 0].map((l) => listItem(`Level ${l} item`, l)).join('') +
    paragraph('') +
    listItem('Numbered', 0, 2) +
    listItem('Missing list', 0, 7),
  'symbols, hyphens and breaks': `<w:p><w:r><w:sym w:font="Symbol" w:char="F0B7"/><w:t xml:space="preserve"> Bullet by symbol</w:t></w:r></w:p><w:p><w:r><w:sym w:font="Wingdings" w:char="F0A7"/><w:t xml:space="preserve"> Square</w:t></w:r></w:p><w:p><w:r><w:t>Co</w:t><w:noBreakHyphen/><w:t>op</w:t><w:softHyphen/><w:t>erative</w:t><w:br w:type="page"/><w:t>after page break</w:t><w:br/><w:t>after line break</w:t><w:cr/><w:t>x</w:t><w:tab/><w:t>tabbed</w:t></w:r></w:p>`,
  'fields, links and tags': `<w:p><w:hyperlink r:id="rId99"><w:r><w:t>linked@example.com</w:t></w:r></w:hyperlink><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> HYPERLINK "https://example.com" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>example.com</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p><w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>7</w:t></w:r></w:fldSimple><w:smartTag w:uri="urn:x" w:element="place"><w:r><w:t>Columbus</w:t></w:r></w:smartTag><w:customXml w:element="city"><w:r><w:t>, OH</w:t></w:r></w:customXml></w:p>`,
  'content controls': `<w:sdt><w:sdtPr><w14:checkbox><w14:checked w14:val="1"/></w14:checkbox></w:sdtPr><w:sdtContent><w:p><w:r><w:t>☒</w:t></w:r><w:r><w:t xml:space="preserve"> Willing to relocate</w:t></w:r></w:p></w:sdtContent></w:sdt><w:sdt><w:sdtPr><w:alias w:val="Name"/></w:sdtPr><w:sdtContent><w:p>${run('In a plain control')}</w:p></w:sdtContent></w:sdt><w:p><w:sdt><w:sdtPr/><w:sdtContent>${run('Inline control')}</w:sdtContent></w:sdt></w:p>`,
  'bold by run and style': `<w:p><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>Not bold</w:t></w:r></w:p><w:p><w:r><w:rPr><w:rStyle w:val="Strong"/></w:rPr><w:t>Strong style</w:t></w:r></w:p><w:p><w:r><w:rPr><w:b w:val="off"/></w:rPr><w:t>Off is on</w:t></w:r></w:p><w:p><w:pPr><w:rPr><w:b/></w:rPr></w:pPr><w:r><w:t>Mark bold only</w:t></w:r></w:p>${paragraph('Half ', {})}`,
  'alternate content and text boxes': `<w:p>${run('Anchor')}<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:inline><wps:txbx><w:txbxContent><w:p>${run('Choice text')}</w:p></w:txbxContent></wps:txbx></wp:inline></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent><w:p>${run('Fallback text')}</w:p><w:tbl><w:tr>${cell('', 'Boxed cell')}</w:tr></w:tbl></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent><w:p>${run('Second fallback')}</w:p></w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p><w:p><w:r><w:pict><v:oval><v:textbox><w:txbxContent><w:p>${run('In an oval')}</w:p></w:txbxContent></v:textbox></v:oval></w:pict></w:r></w:p>`,
  'headings by name and id': `${paragraph('Title', { style: 'Title' })}<w:p><w:pPr><w:pStyle w:val="Custom2"/></w:pPr>${run('Named heading 2')}</w:p><w:p><w:pPr><w:pStyle w:val="Heading3"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run('Numbered heading')}</w:p><w:p><w:pPr><w:pStyle w:val="Heading"/></w:pPr>${run('Pages heading')}</w:p><w:p><w:pPr><w:pStyle w:val="ListBullet"/></w:pPr>${run('Bullet by style')}</w:p><w:p/><w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>${paragraph('After blanks')}`,
  'nested tables': table([['Outer left', 'Outer right']])
    .replace('Outer right', 'x')
    .replace(
      /<w:p [^>]*><w:pPr><w:spacing w:after="60"\/><\/w:pPr><w:r><w:t xml:space="preserve">x<\/w:t><\/w:r><\/w:p>/,
      table([
        ['Inner one', 'June 2020 – May 2022'],
        ['Inner two\nsecond line', ''],
      ]),
    ),
  footnotes: `<w:p>${run('Body text')}<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>${run(' more', true)}<w:r><w:endnoteReference w:id="2"/></w:r></w:p>${paragraph('After notes')}`,
};

const NOTES = (kind: 'footnote' | 'endnote', body: string) =>
  `<w:${kind}s ${NAMESPACES}><w:${kind} w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:${kind}><w:${kind} w:id="0" w:type="continuationSeparator"><w:p/></w:${kind}>${body}</w:${kind}s>`;

/** Adds what a body needs beyond packWordDocx's parts (notes, a custom style). */
async function extend(docx: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx);
  zip.file(
    'word/footnotes.xml',
    NOTES(
      'footnote',
      `<w:footnote w:id="1">${paragraph('First note')}${paragraph('Its second paragraph')}</w:footnote>`,
    ),
  );
  zip.file(
    'word/endnotes.xml',
    NOTES('endnote', `<w:endnote w:id="2">${table([['A note in a table']])}</w:endnote>`),
  );
  const rels = await zip.file('word/_rels/document.xml.rels')!.async('string');
  zip.file(
    'word/_rels/document.xml.rels',
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rId90" Type="${REL}/footnotes" Target="footnotes.xml"/><Relationship Id="rId91" Type="${REL}/endnotes" Target="endnotes.xml"/><Relationship Id="rId99" Type="${REL}/hyperlink" Target="mailto:linked@example.com" TargetMode="External"/></Relationships>`,
    ),
  );
  const styles = await zip.file('word/styles.xml')!.async('string');
  zip.file(
    'word/styles.xml',
    styles.replace(
      '</w:styles>',
      '<w:style w:type="paragraph" w:styleId="Custom2"><w:name w:val="Heading 2"/></w:style><w:style w:type="paragraph" w:styleId="Heading"><w:name w:val="Heading"/></w:style><w:style w:type="character" w:styleId="Strong"><w:name w:val="Strong"/><w:rPr><w:b/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/></w:style></w:styles>',
    ),
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** The same body with Word's namespace bound to another prefix ('ns0:p'), as some tools write. */
async function otherPrefix(docx: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx);
  const xml = await zip.file('word/document.xml')!.async('string');
  zip.file(
    'word/document.xml',
    xml
      .replace(/(<\/?)w:/g, '$1ns0:')
      .replace(/ w:/g, ' ns0:')
      .replace(`xmlns:w="${W}"`, `xmlns:ns0="${W}"`),
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** Each edge case as a DOCX, by name; one more with another prefix for Word's namespace. */
export async function wordEdgeCases(): Promise<Array<[string, Uint8Array]>> {
  const cases: Array<[string, Uint8Array]> = [];
  for (const [name, body] of Object.entries(BODIES))
    cases.push([name, await extend(await packWordDocx({ body, headers: {} }))]);
  cases.push(['another prefix', await otherPrefix(cases[0]![1])]);
  return cases;
}
