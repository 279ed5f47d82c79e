import PDFDocument from 'pdfkit';
import type { ResumeBody } from '../generate/resume-data';
import { resumeBlocks } from './resume-blocks';
import { LETTER, PDF_STYLES, type PdfStyle } from './pdf-styles';
import { setResumeBlocks } from './set-resume-blocks';
import type { PdfMark, TextWidth } from './pdf-marks';
import { paginateBlocks } from './paginate-blocks';
import { pdfFaces, type PdfFace } from './pdf-faces';

// Identical bodies must give identical bytes: pdfkit writes the creation date and derives the
// file's ID from it, so the date is a fixed one rather than the clock's.
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1));
/** A hairline that prints: the headings' rule, in points. */
const RULE_WIDTH = 0.6;

/** The resume laid out in one setting: the pages' marks. */
export interface PdfLayout {
  style: PdfStyle;
  pages: PdfMark[][];
}

/** Lays the resume out in one of the PDF styles, measuring text with pdfkit's font metrics. */
export function layOutResumePdf(body: ResumeBody, style: PdfStyle, measure: TextWidth): PdfLayout {
  const width = LETTER.width - style.margin * 2;
  const set = setResumeBlocks(resumeBlocks(body), width, style, measure);
  const area = { left: style.margin, top: style.margin, bottom: LETTER.height - style.margin };
  return { style, pages: paginateBlocks(set, area) };
}

/**
 * The layout the PDF uses: the first style in PDF_STYLES that fits everything on one page, or,
 * when none does, the normal style over as many pages as it takes.
 */
export function choosePdfLayout(body: ResumeBody, measure: TextWidth): PdfLayout {
  let first: PdfLayout | undefined;
  for (const style of PDF_STYLES) {
    const layout = layOutResumePdf(body, style, measure);
    if (layout.pages.length === 1) return layout;
    first ??= layout;
  }
  return first!;
}

/** How many pages the PDF of a body has, from its layout alone (nothing is drawn). */
export function resumePdfPageCount(body: ResumeBody): number {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFaces(doc, body);
  return choosePdfLayout(body, pdfkitMeasure(doc)).pages.length;
}

/** pdfkit's width of a string in a face (as registered on the document) and size. */
export function pdfkitMeasure(doc: PDFKit.PDFDocument): TextWidth {
  return (text, face, size) => {
    setFont(doc, face, size);
    return doc.widthOfString(text);
  };
}

// pdfkit's doc.font() looks the face up anew on every call (a fifth of a millisecond, which
// made most of the render time), so the face and size are switched only when they change.
const currentFont = new WeakMap<PDFKit.PDFDocument, string>();

function setFont(doc: PDFKit.PDFDocument, face: PdfFace, size: number): void {
  const key = `${face} ${size}`;
  if (currentFont.get(doc) === key) return;
  doc.font(face, size);
  currentFont.set(doc, key);
}

/** Registers the faces for the body's text on the document under their roles' names. */
export function registerFaces(doc: PDFKit.PDFDocument, body: ResumeBody): void {
  const texts = resumeBlocks(body).flatMap((b) =>
    b.type === 'entry' ? [b.text, b.dates] : [b.text],
  );
  const faces = pdfFaces(texts);
  for (const face of ['regular', 'bold'] as const) doc.registerFont(face, faces[face]);
}

function draw(doc: PDFKit.PDFDocument, mark: PdfMark): void {
  if (mark.kind === 'rule') {
    doc
      .moveTo(mark.x1, mark.y)
      .lineTo(mark.x2, mark.y)
      .lineWidth(RULE_WIDTH)
      .strokeColor(mark.color)
      .stroke();
    return;
  }
  // lineBreak: false draws the line as set, at its place, without pdfkit wrapping it again.
  setFont(doc, mark.font, mark.size);
  doc.fillColor(mark.color).text(mark.text, mark.x, mark.y, { lineBreak: false });
}

/**
 * The resume as a PDF a recruiter would print: one column, Helvetica (or an embedded look-alike
 * for characters Helvetica lacks; see pdf-faces.ts), the name large and bold, headings in bold
 * capitals over a rule, entry headers bold with their dates right aligned on the same line,
 * bullets with a hanging indent. One page when the content fits (at a slightly compact setting
 * if need be), more otherwise, never a heading or an entry header alone at the foot of a page.
 * The same body always gives the same bytes.
 */
export function renderResumePdf(body: ResumeBody): Promise<Uint8Array> {
  const name = body.personal_info.name.trim();
  const doc = new PDFDocument({
    size: 'LETTER',
    autoFirstPage: false,
    info: {
      Title: `${name || 'Resume'} - Resume`,
      ...(name ? { Author: name } : {}),
      Creator: 'ResumeRank',
      CreationDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  registerFaces(doc, body);
  const { style, pages } = choosePdfLayout(body, pdfkitMeasure(doc));
  for (const marks of pages) {
    doc.addPage({ size: 'LETTER', margin: style.margin });
    for (const mark of marks) draw(doc, mark);
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
