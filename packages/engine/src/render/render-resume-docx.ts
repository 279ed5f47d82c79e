import JSZip from 'jszip';
import type { ResumeData } from '../generate/resume-data';

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraph(text: string, style?: 'Title' | 'Heading1' | 'Strong'): string {
  const pPr =
    style === 'Title' || style === 'Heading1' ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const rPr = style === 'Strong' ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri"/><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:b/><w:sz w:val="36"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:spacing w:before="240" w:after="60"/></w:pPr><w:rPr><w:b/><w:caps/><w:sz w:val="24"/></w:rPr></w:style></w:styles>`;

/** The resume as a Word document (DOCX) in the same single-column, ATS-safe order as the PDF. */
export async function renderResumeDocx(
  data: Omit<ResumeData, 'ats_validation' | 'ats_analysis'>,
): Promise<Uint8Array> {
  const p = data.personal_info;
  const body = [
    paragraph(p.name || 'Your Name', 'Title'),
    paragraph([p.email, p.phone, p.location].filter(Boolean).join(' | ')),
    paragraph('Summary', 'Heading1'),
    paragraph(data.professional_summary),
    ...(data.core_competencies.length
      ? [paragraph('Core Competencies', 'Heading1'), paragraph(data.core_competencies.join(', '))]
      : []),
    ...(data.experience.length
      ? [
          paragraph('Experience', 'Heading1'),
          ...data.experience.flatMap((role) => [
            ...([role.title, role.company].some(Boolean)
              ? [paragraph([role.title, role.company].filter(Boolean).join(' | '), 'Strong')]
              : []),
            ...(role.duration ? [paragraph(role.duration)] : []),
            ...role.achievements.map((a) => paragraph(`• ${a}`)),
          ]),
        ]
      : []),
    ...(data.education.length
      ? [paragraph('Education', 'Heading1'), ...data.education.map((line) => paragraph(line))]
      : []),
    ...(data.skills.length
      ? [paragraph('Skills', 'Heading1'), paragraph(data.skills.join(', '))]
      : []),
  ].join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file('word/styles.xml', STYLES);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/></w:sectPr></w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}
