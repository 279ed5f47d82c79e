import PDFDocument from 'pdfkit';
import type { ResumeData } from '../generate/resume-data';

const MARGIN = 54;

/**
 * The resume as a PDF in one clean, single-column, ATS-safe layout: standard fonts, real text
 * (no images or tables), standard headings, bullets as plain characters.
 */
export function renderResumePdf(
  data: Omit<ResumeData, 'ats_validation' | 'ats_analysis'>,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${data.personal_info.name || 'Resume'} - Resume`,
      Author: data.personal_info.name,
      Creator: 'ResumeRank',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  const width = doc.page.width - MARGIN * 2;

  const heading = (text: string) => {
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#1e293b')
      .text(text.toUpperCase(), { width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.6)
      .strokeColor('#94a3b8')
      .stroke();
    doc.moveDown(0.4).font('Helvetica').fontSize(10).fillColor('#0f172a');
  };

  const p = data.personal_info;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor('#0f172a')
    .text(p.name || 'Your Name', { width });
  const contact = [p.email, p.phone, p.location].filter(Boolean).join(' | ');
  if (contact) doc.font('Helvetica').fontSize(10).fillColor('#334155').text(contact, { width });

  heading('Summary');
  doc.text(data.professional_summary, { width });
  if (data.core_competencies.length) {
    heading('Core Competencies');
    doc.text(data.core_competencies.join(', '), { width });
  }
  if (data.experience.length) {
    heading('Experience');
    data.experience.forEach((role, index) => {
      if (index > 0) doc.moveDown(0.5);
      doc
        .font('Helvetica-Bold')
        .text([role.title, role.company].filter(Boolean).join(' | '), { width });
      if (role.duration)
        doc
          .font('Helvetica')
          .fillColor('#475569')
          .text(role.duration, { width })
          .fillColor('#0f172a');
      doc.font('Helvetica');
      for (const achievement of role.achievements)
        doc.text(`• ${achievement}`, { width, indent: 0 });
    });
  }
  if (data.education.length) {
    heading('Education');
    for (const line of data.education) doc.text(line, { width });
  }
  if (data.skills.length) {
    heading('Skills');
    doc.text(data.skills.join(', '), { width });
  }
  doc.end();
  return done;
}

/** The download's file name: the person's name plus the ATS-resume suffix. */
export function resumePdfFilename(name: string): string {
  const safe = name
    .replace(/\[.*?\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${safe || 'Resume'}_ATS_Resume.pdf`;
}
