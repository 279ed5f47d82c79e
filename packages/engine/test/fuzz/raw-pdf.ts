const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/**
 * Writes a PDF from numbered object bodies (object 1 is the catalog), with a correct
 * cross-reference table, so a test can describe any structure pdfkit would never write.
 */
export function rawPdf(objects: string[], trailerExtra = ''): Uint8Array {
  let out = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(out);
}

/** A content stream object drawing `text` in Helvetica. */
export function textStream(text: string): string {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 11 Tf 72 720 Td (${escaped}) Tj ET`;
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const PAGE = (contents: number, extra = '') =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R ${extra}>>`;

/** A one-page PDF whose catalog, page or content stream holds arrays or dicts `depth` deep. */
export function deeplyNestedPdf(depth: number, where: 'catalog' | 'page' | 'content'): Uint8Array {
  const nested = (open: string, close: string) => open.repeat(depth) + close.repeat(depth);
  const arrays = nested('[', ']');
  const dicts = nested('<< /A ', '>> ');
  if (where === 'content') {
    const content = `BT /F1 11 Tf 72 720 Td ${arrays} TJ ET`;
    return rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      FONT,
      PAGE(5),
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]);
  }
  return rawPdf([
    `<< /Type /Catalog /Pages 2 0 R ${where === 'catalog' ? `/Junk ${arrays} /More ${dicts}` : ''}>>`,
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    FONT,
    PAGE(5, where === 'page' ? `/Junk ${dicts} /More ${arrays}` : ''),
    textStream('Jordan Ellis, operations analyst'),
  ]);
}

/**
 * A page tree that declares `declared` pages and really holds `actual` pages (all drawing the
 * same line), as a hostile or broken file may.
 */
export function pageTreePdf(declared: number, actual: number): Uint8Array {
  const firstPage = 5;
  const kids = Array.from({ length: actual }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${declared} >>`,
    FONT,
    textStream('Jordan Ellis, operations analyst with five years of experience'),
    ...Array.from({ length: actual }, () => PAGE(4)),
  ]);
}

/** A page tree whose only kid is the tree itself. */
export function loopingPageTreePdf(): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 4 0 R] /Count 2 >>',
    FONT,
    PAGE(5),
    textStream('Jordan Ellis, operations analyst'),
  ]);
}
