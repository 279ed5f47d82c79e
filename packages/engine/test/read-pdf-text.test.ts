import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { readPdfText } from '../src/read/pdf-text/read-pdf-text';
import { readPdfWithPdfJs } from '../src/read/read-pdf-pdfjs';
import { buildPdf, type PdfObjectSource } from './fixtures/build-pdf';
import { EMBEDDED_FONTS, renderPdf } from './fixtures/render-pdf';
import {
  strongAccountant,
  strongEngineer,
  strongNurse,
  weakEngineer,
} from './fixtures/calibration-resumes';

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** What the engine reads from an item, rounded past any floating-point noise. */
function shape(item: { str: string; transform: number[]; width: number }) {
  return { str: item.str, at: item.transform.map(round), width: round(item.width) };
}

function quickItems(bytes: Uint8Array) {
  const read = readPdfText(bytes, { maxPages: 30 });
  if ('unsupported' in read) throw new Error(`quick reader refused: ${read.unsupported}`);
  return read.pages.map((page) => ({ width: page.width, items: page.items.map(shape) }));
}

async function pdfjsItems(bytes: Uint8Array) {
  const pages = await readPdfWithPdfJs(bytes, 30);
  return pages.map((page) => ({
    width: page.width,
    // The empty end-of-line markers pdf.js adds carry no text; the engine skips them too.
    items: page.items.filter((item) => item.str).map(shape),
  }));
}

const hex = (text: string) =>
  [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');

/** A Type3 font (no font program, so pdf.js and the quick reader see the same font). */
function type3Font(matrix: string, widthUnits: number): PdfObjectSource[] {
  const widths = Array.from({ length: 95 }, (_, i) =>
    i === 0 ? widthUnits / 4 : widthUnits * (0.4 + (i % 7) / 20),
  );
  return [
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 ${-widthUnits / 5} ${widthUnits} ${widthUnits * 0.8}]` +
      ` /FontMatrix [${matrix}] /CharProcs << /A 0 0 R >> /FirstChar 32 /LastChar 126` +
      ` /Widths [${widths.join(' ')}] /Encoding << /Type /Encoding /Differences [32 /space 65 /A] >>` +
      ' /ToUnicode TOUNICODE 0 R >>',
    { dict: '', data: `${widthUnits / 2} 0 d0` },
    {
      dict: '',
      data: '/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange <00> <FF> endcodespacerange\n1 beginbfrange <20> <7E> <0020> endbfrange\nendcmap end end',
    },
  ];
}

/** A one-page PDF whose page content is `content`, set in Type3 fonts F1 (and F2, scaled). */
function handMade(content: string, { form = 'BT /F1 10 Tf 72 300 Td (Inside a form) Tj ET' } = {}) {
  const f1 = type3Font('0.001 0 0 0.001 0 0', 1000);
  const f2 = type3Font('0.01 0 0 -0.01 0 0', 100);
  const objects: PdfObjectSource[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 6 0 R /F2 9 0 R >> /XObject << /X1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', data: content, deflate: true },
    {
      dict: '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 10 -20] /Resources << /Font << /F1 6 0 R >> >>',
      data: form,
    },
  ];
  for (const [first, font] of [
    [6, f1],
    [9, f2],
  ] as const) {
    objects.push(
      (font[0] as string)
        .replace('/A 0 0 R', `/A ${first + 1} 0 R`)
        .replace('TOUNICODE', `${first + 2}`),
      font[1]!,
      font[2]!,
    );
  }
  return buildPdf(objects);
}

describe('the quick PDF reader', () => {
  it('reads PDFs with embedded TrueType fonts item for item as pdf.js does', async () => {
    for (const spec of [strongEngineer, strongAccountant, strongNurse, weakEngineer]) {
      for (const layout of ['single', 'two-column'] as const) {
        const bytes = await renderPdf(spec, layout, { embedFonts: true });
        const quick = quickItems(bytes);
        const text = quick.flatMap((p) => p.items.map((i) => i.str)).join(' ');
        expect(text).toContain(spec.name);
        expect(text).toContain(spec.roles[0]!.bullets[0]!.slice(0, 30));
        expect(quick).toEqual(await pdfjsItems(bytes));
      }
    }
  });

  it('gives the engine the same lines with embedded fonts as with standard ones', async () => {
    const embedded = await readDocument(
      await renderPdf(strongAccountant, 'two-column', { embedFonts: true }),
    );
    const standard = await readDocument(await renderPdf(strongAccountant, 'two-column'));
    expect(embedded.lines.map((l) => l.text)).toEqual(standard.lines.map((l) => l.text));
    expect(embedded.text).toContain('priya.natarajan@example.com');
  });

  it('follows text operators, spacing, forms and marked content as pdf.js does', async () => {
    const bytes = handMade(
      [
        'BT /F1 12 Tf 72 720 Td (Plain line of text) Tj ET',
        'BT /F1 12 Tf 72 700 Td [(Kerned)-250(words)-3000(far apart)] TJ ET',
        'BT /F1 10 Tf 2 Tc 5 Tw 72 680 Td (Spaced out words) Tj 0 Tc 0 Tw ET',
        'BT /F1 10 Tf 80 Tz 72 660 Td (Squeezed text) Tj 100 Tz ET',
        'BT /F1 10 Tf 14 TL 72 640 Td (First) Tj T* (Second) Tj (Third) \' 1 0 (Fourth) " ET',
        'BT /F1 10 Tf 72 590 Td (Base) Tj 4 Ts (up) Tj 0 Ts ( and down) Tj ET',
        'q 1 0 0 1 50 0 cm BT /F1 11 Tf 72 570 Td (Shifted by cm) Tj ET Q',
        'BT /F1 10 Tf 0 1 -1 0 500 300 Tm (Rotated text) Tj ET',
        'BT /F1 10 Tf 1 0 0 1 700 500 Tm (Outside the page) Tj ET',
        '/Span << /MCID 0 >> BDC BT /F1 10 Tf 72 550 Td (Marked) Tj ET EMC',
        'BI /W 2 /H 2 /CS /G /BPC 8 ID \x00\xffEIx\x10 EI',
        '/X1 Do',
        'BT /F1 10 Tf 72 530 Td (Right) Tj -60 0 Td (Left) Tj ET',
        'BT /F1 10 Tf 72 510 Td (Same) Tj 0 -3 Td (line) Tj q 1 0 0 1 9 9 cm (saved) Tj Q (after) Tj ET',
        'BT /F2 1 Tf 12 0 0 -12 72 480 Tm <546970653320> Tj 1.2 0 Td (glyphs) Tj ET',
        `BT /F1 9 Tf 72 460 Td <${hex('hex string')}> Tj [(a)0(b)-120()-400(c)] TJ ET`,
      ].join('\n'),
    );
    const quick = quickItems(bytes);
    expect(quick[0]!.items.map((i) => i.str).join('|')).toContain('Inside a form');
    expect(quick).toEqual(await pdfjsItems(bytes));
  });

  it('reads simple TrueType fonts through their named encoding when there is no ToUnicode', async () => {
    const font = readFileSync(EMBEDDED_FONTS.regular);
    const widths = Array.from({ length: 224 }, (_, i) => 250 + ((i * 37) % 500)).join(' ');
    const text = 'Caf\xe9 \x96 na\xefve \x91quotes\x92 \x95 \x80 5\xb0 Stra\xdfe';
    const objects = (encoding: string, toUnicode: string): PdfObjectSource[] => [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /T1 5 0 R >> >> /Contents 4 0 R >>',
      { dict: '', data: `BT /T1 11 Tf 72 700 Td (${text}) Tj 0 -20 Td (\x83\x84 done) Tj ET` },
      `<< /Type /Font /Subtype /TrueType /BaseFont /ABCDEF+LiberationSans /FirstChar 32 /LastChar 255 /Widths [${widths}] /Encoding ${encoding} /FontDescriptor 6 0 R ${toUnicode} >>`,
      '<< /Type /FontDescriptor /FontName /ABCDEF+LiberationSans /Flags 32 /FontBBox [-203 -303 1050 910] /ItalicAngle 0 /Ascent 905 /Descent -212 /CapHeight 716 /StemV 80 /FontFile2 7 0 R >>',
      { dict: `/Length1 ${font.length}`, data: new Uint8Array(font), deflate: true },
      {
        dict: '',
        data: 'begincmap 1 begincodespacerange <00> <FF> endcodespacerange 2 beginbfchar <43> <0043> <61> <0061> endbfchar endcmap',
      },
    ];
    for (const [encoding, toUnicode] of [
      ['/WinAnsiEncoding', ''],
      ['/MacRomanEncoding', ''],
      ['<< /BaseEncoding /WinAnsiEncoding /Differences [131 /endash /bullet] >>', ''],
      // A partial ToUnicode map: the codes it lacks come from the encoding, and "phone", a name
      // no glyph list knows, stays the code itself.
      [
        '<< /Differences [131 /phone /bullet] /BaseEncoding /WinAnsiEncoding >>',
        '/ToUnicode 8 0 R',
      ],
    ]) {
      const bytes = buildPdf(objects(encoding!, toUnicode!));
      expect(quickItems(bytes)).toEqual(await pdfjsItems(bytes));
    }
  });
});
