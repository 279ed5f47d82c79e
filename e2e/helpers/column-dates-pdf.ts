import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** A role as the person wrote it: dates split over the narrow column's two rows. */
interface ColumnRole {
  from: string;
  to: string;
  title: string;
  company: string;
  achievements: string[];
}

/** The roles of the newcomer's resume, as a recruiter reads them in the file. */
export const COLUMN_ROLES: readonly ColumnRole[] = [
  {
    from: '2021 –',
    to: 'Present',
    title: 'Machine Learning Engineer',
    company: 'Northwind Labs',
    achievements: [
      'Trained ranking models in PyTorch on 40M examples, lifting click-through by 6%',
      'Cut inference latency by 35% by batching requests on Kubernetes',
    ],
  },
  {
    from: '2018 –',
    to: '2021',
    title: 'Data Scientist',
    company: 'Fairmont Realty',
    achievements: ['Built pricing models in Python and SQL for 12 regional markets'],
  },
];

/**
 * The clean one-page PDF of issue 24's newcomer, made by the test (pdfkit): the dates sit in a
 * narrow left column, each range over two rows ('2021 –' above 'Present'), beside the title
 * row and the company row. Written to a temp file for the browser to attach.
 */
export async function writeColumnDatesPdf(): Promise<string> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 48 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica-Bold').fontSize(22).text('Priya Raman', 48, 48);
  doc.font('Helvetica').fontSize(10).text('priya.raman@example.com | (555) 301-4412', 48, 78);
  doc.font('Helvetica-Bold').fontSize(12).text('EXPERIENCE', 48, 108);
  let y = 128;
  for (const role of COLUMN_ROLES) {
    doc.font('Helvetica').fontSize(10).text(role.from, 48, y, { width: 56 });
    doc.font('Helvetica-Bold').text(role.title, 116, y, { width: 440 });
    doc.font('Helvetica').text(role.to, 48, y + 13, { width: 56 });
    doc.text(role.company, 116, y + 13, { width: 440 });
    y += 30;
    for (const line of role.achievements) {
      doc.text(`• ${line}`, 116, y, { width: 440 });
      y = doc.y + 3;
    }
    y += 10;
  }
  doc.font('Helvetica-Bold').fontSize(12).text('SKILLS', 48, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Python, PyTorch, SQL, Kubernetes', 48, y + 18);
  doc.end();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-e2e-pdf-'));
  const file = path.join(dir, 'priya-raman-resume.pdf');
  await writeFile(file, await done);
  return file;
}
