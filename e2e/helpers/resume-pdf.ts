import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';

const LINES: readonly (readonly [string, number, boolean])[] = [
  ['Casey Morgan', 22, true],
  ['casey.morgan@example.com | (617) 555-0123 | Boston, MA', 10, false],
  ['SUMMARY', 13, true],
  [
    'Data analyst with 4 years of experience turning sales data into decisions for retail teams.',
    10,
    false,
  ],
  ['EXPERIENCE', 13, true],
  ['Data Analyst | Harbor Retail | Boston, MA', 10, true],
  ['Mar 2022 – Present', 10, false],
  [
    '• Built Tableau dashboards used by 60 store managers, cutting weekly reporting time by 70%',
    10,
    false,
  ],
  ['• Responsible for data cleaning', 10, false],
  ['• Automated 12 SQL reports in Python, saving the finance team 15 hours a month', 10, false],
  ['Junior Analyst | Beacon Foods | Cambridge, MA', 10, true],
  ['Jun 2020 – Feb 2022', 10, false],
  ['• Helped with various reports for the team', 10, false],
  ['• Analyzed promotions for 40 products and raised margin by 3 points', 10, false],
  ['EDUCATION', 13, true],
  ['B.A. Economics, Boston University, 2020', 10, false],
  ['SKILLS', 13, true],
  ['SQL, Python, Tableau, Microsoft Excel, Statistics, A/B testing', 10, false],
];

// The same resume with its two weak bullets rewritten: a second, better version of it.
const IMPROVED: Record<string, string> = {
  '• Responsible for data cleaning':
    '• Cleaned 2M rows of sales data in Python, cutting report errors by 40%',
  '• Helped with various reports for the team':
    '• Built 8 weekly sales reports for the merchandising team',
};

/**
 * A two-page-free, one-page resume PDF made by the test (pdfkit), written to a temp file; with
 * `improved`, the version whose weak bullets were rewritten, under the name a second version
 * would have.
 */
export async function writeResumePdf({ improved = false } = {}): Promise<string> {
  const doc = new PDFDocument({ margin: 48 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const [line, size, bold] of LINES) {
    const text = (improved && IMPROVED[line]) || line;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(text);
  }
  doc.end();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-e2e-pdf-'));
  const file = path.join(dir, improved ? 'casey-morgan-resume-v2.pdf' : 'casey-morgan-resume.pdf');
  await writeFile(file, await done);
  return file;
}
