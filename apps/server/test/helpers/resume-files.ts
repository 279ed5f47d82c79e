import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

/** A resume the tests wrote, as plain text. */
export const resumeText = `Jordan Ellis
jordan.ellis@example.com | (503) 555-0111 | Portland, OR

SUMMARY
Operations analyst with 5 years of experience improving fulfilment for retail companies.

EXPERIENCE
Operations Analyst | Northwind Retail | Portland, OR
Feb 2021 – Present
• Cut order processing time by 30% by redesigning the pick-and-pack workflow
• Built Excel and SQL dashboards used by 40 store managers every week
• Led a team of 3 analysts through the move to a new warehouse management system

Operations Coordinator | Evergreen Supply | Salem, OR
Jun 2018 – Jan 2021
• Reduced shipping errors by 45% with a two-step verification process
• Negotiated carrier contracts that saved $120K a year

EDUCATION
B.S. Business Administration, Oregon State University, 2018

SKILLS
SQL, Microsoft Excel, Supply chain management, Logistics, Inventory management, Tableau
`;

const encoder = new TextEncoder();

/** The text resume as bytes. */
export function txtResume(): Uint8Array {
  return encoder.encode(resumeText);
}

function pdfBytes(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ margin: 40, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  draw(doc);
  doc.end();
  return done;
}

/** The same resume as a PDF with a text layer (made with pdfkit at test time). */
export function pdfResume(): Promise<Uint8Array> {
  return pdfBytes((doc) => {
    const [name, ...rest] = resumeText.split('\n');
    doc.font('Helvetica-Bold').fontSize(22).text(name!);
    for (const line of rest) {
      const heading = /^[A-Z ]{5,}$/.test(line);
      doc
        .font(heading ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(heading ? 13 : 10)
        .text(line || ' ');
    }
  });
}

/** A page with only a drawing: what a scanned resume looks like to a text reader. */
export function scannedPdf(): Promise<Uint8Array> {
  return pdfBytes((doc) => doc.rect(60, 60, 400, 500).fill('#444'));
}

/** The resume as a DOCX built with jszip. */
export async function docxResume(): Promise<Uint8Array> {
  const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = resumeText
    .split('\n')
    .map((l) => `<w:p><w:r><w:t xml:space="preserve">${esc(l)}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/**
 * The resume as an OpenDocument text built with jszip, as LibreOffice lays one out (the
 * uncompressed mimetype entry first), for uploads saved from LibreOffice or renamed .docx.
 */
export async function odtResume(): Promise<Uint8Array> {
  const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = resumeText
    .split('\n')
    .map((l) => `<text:p>${esc(l)}</text:p>`)
    .join('');
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.text', { compression: 'STORE' });
  zip.file(
    'content.xml',
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
  );
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** The legacy Word fixture the engine's tests keep (made by the project from its own text). */
export async function docResume(): Promise<Uint8Array> {
  return new Uint8Array(
    await readFile(
      path.resolve(
        import.meta.dirname,
        '../../../../packages/engine/test/fixtures/strong-accountant.doc',
      ),
    ),
  );
}

/** A multipart/form-data body with one file (and optional text fields), as browsers send it. */
export function multipart(
  field: string,
  filename: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const boundary = `----resumerank${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  );
  parts.push(Buffer.from(bytes));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
