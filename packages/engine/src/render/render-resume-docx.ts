import { docxParagraph as paragraph, packDocx } from './pack-docx';
import type { ResumeData } from '../generate/resume-data';

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
  return packDocx(body, STYLES);
}
