import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { wrapText } from '../src/render/wrap-text';
import { setEntryHeader } from '../src/render/set-entry-header';
import { paginateBlocks } from '../src/render/paginate-blocks';
import type { PdfMark, SetBlock } from '../src/render/pdf-marks';
import { LETTER, PDF_STYLES } from '../src/render/pdf-styles';
import { layOutResumePdf, pdfkitMeasure, registerFaces } from '../src/render/render-resume-pdf';
import { bodyWithExtraBullets, richBody } from './fixtures/resume-bodies';

// A made-up measure for the pure parts: every character five points wide.
const fivePoints = (text: string) => text.length * 5;

function pdfkitWidths() {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFaces(doc, richBody);
  return pdfkitMeasure(doc);
}

describe('wrapText', () => {
  it('fills each line with whole words and never passes the width', () => {
    const text = 'one two three four five six seven eight nine ten';
    const lines = wrapText(text, 60, fivePoints);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(fivePoints(line)).toBeLessThanOrEqual(60);
    // Greedy: the next word would not have fitted on any line.
    lines.slice(0, -1).forEach((line, i) => {
      const nextWord = lines[i + 1]!.split(' ')[0]!;
      expect(fivePoints(`${line} ${nextWord}`)).toBeGreaterThan(60);
    });
  });

  it('breaks a word longer than the line between characters', () => {
    const lines = wrapText('see linkedin.com/in/a-very-long-profile-name', 50, fivePoints);
    expect(lines.join('')).toBe('seelinkedin.com/in/a-very-long-profile-name');
    for (const line of lines) expect(fivePoints(line)).toBeLessThanOrEqual(50);
  });

  it('breaks between parts first when given a separator', () => {
    // Word by word, 'alpha beta | gamma delta |' (130 points) would fill the first line.
    expect(wrapText('alpha beta | gamma delta | epsilon', 140, fivePoints, ' | ')).toEqual([
      'alpha beta | gamma delta',
      'epsilon',
    ]);
  });
});

describe('setEntryHeader', () => {
  it('keeps every line of the header clear of the dates on the first line', () => {
    const { lines, datesLine } = setEntryHeader(
      'Analyst | Northwind Traders | Springfield, IL',
      'Jan 2020 – Present',
      300,
      10,
      fivePoints,
      fivePoints,
    );
    expect(datesLine).toBe(0);
    // A line that ends between two parts keeps the bar, so each line still reads as parts.
    expect(lines).toEqual(['Analyst | Northwind Traders |', 'Springfield, IL']);
    for (const line of lines) expect(fivePoints(line) + 10 + 90).toBeLessThanOrEqual(300);
  });

  it('gives a first part too long to share a line with the dates the full width', () => {
    const title = 'Principal Engineer for Payment Infrastructure'; // 225 points
    const { lines, datesLine } = setEntryHeader(
      `${title} | Acme`,
      'May 2019 – Jun 2021',
      250,
      10,
      fivePoints,
      fivePoints,
    );
    expect(lines).toEqual([`${title} |`, 'Acme']);
    expect(datesLine).toBe(1);
  });

  it('puts the dates on a line of their own when no line has room for them', () => {
    const { lines, datesLine } = setEntryHeader(
      'Principal Engineer for Payment Infrastructure',
      '2019 – 2021',
      230,
      10,
      fivePoints,
      fivePoints,
    );
    expect(lines).toHaveLength(1);
    expect(datesLine).toBe(1);
  });
});

describe('paginateBlocks', () => {
  const area = { left: 50, top: 50, bottom: 150 };
  const block = (type: SetBlock['type'], rows: number, keepWithNext = false): SetBlock => ({
    type,
    space: 0,
    keepWithNext,
    rows: Array.from({ length: rows }, (_, i) => ({
      height: 20,
      marks: [
        {
          kind: 'text',
          text: `${type} ${i}`,
          x: 0,
          y: 0,
          font: 'regular',
          size: 10,
          color: '#000',
        },
      ],
    })),
  });
  const texts = (page: PdfMark[]) => page.map((m) => (m.kind === 'text' ? m.text : ''));

  it('moves a heading that would end a page to the next, with what it heads', () => {
    // Three paragraph rows fill 60 of 100 points; heading (20) plus entry (20) plus the first
    // bullet (20) would cross the foot, so all three start page two.
    const blocks = [
      block('paragraph', 3),
      block('heading', 1, true),
      block('entry', 1, true),
      block('bullet', 1),
    ];
    const pages = paginateBlocks(blocks, area);
    expect(pages.map(texts)).toEqual([
      ['paragraph 0', 'paragraph 1', 'paragraph 2'],
      ['heading 0', 'entry 0', 'bullet 0'],
    ]);
  });

  it('lets a block that fits run to the foot of the page', () => {
    const pages = paginateBlocks([block('paragraph', 3), block('bullet', 2)], area);
    expect(pages.map((p) => p.length)).toEqual([5]);
    const lastTop = Math.max(...pages[0]!.map((m) => m.y));
    expect(lastTop + 20).toBeLessThanOrEqual(area.bottom);
  });

  it('breaks a block taller than a quarter of the page between its rows', () => {
    const pages = paginateBlocks([block('paragraph', 2), block('paragraph', 4)], area);
    expect(pages.map((p) => p.length)).toEqual([5, 1]);
  });
});

describe('the PDF layout', () => {
  const measure = pdfkitWidths();

  it.each(PDF_STYLES.map((s) => [s.name, s] as const))(
    'keeps every mark inside the margins and every header clear of its dates (%s)',
    (_, style) => {
      for (const body of [richBody, bodyWithExtraBullets(20)]) {
        const { pages } = layOutResumePdf(body, style, measure);
        let datesSeen = 0;
        for (const page of pages) {
          for (const mark of page) {
            if (mark.kind === 'rule') {
              expect(mark.x1).toBeGreaterThanOrEqual(style.margin);
              expect(mark.x2).toBeLessThanOrEqual(LETTER.width - style.margin + 1e-6);
              continue;
            }
            const width = measure(mark.text, mark.font, mark.size);
            expect(mark.x).toBeGreaterThanOrEqual(style.margin);
            expect(mark.x + width).toBeLessThanOrEqual(LETTER.width - style.margin + 1e-6);
            expect(mark.y).toBeGreaterThanOrEqual(style.margin);
            expect(mark.y + mark.size * style.leading).toBeLessThanOrEqual(
              LETTER.height - style.margin + 1e-6,
            );
          }
          // The dates: plain text on the same line as a bold header, ending at the margin.
          const dates = page.filter(
            (m): m is Extract<PdfMark, { kind: 'text' }> =>
              m.kind === 'text' && m.font === 'regular' && /\d{4}/.test(m.text) && m.x > 300,
          );
          datesSeen += dates.length;
          for (const d of dates) {
            expect(d.x + measure(d.text, d.font, d.size)).toBeCloseTo(
              LETTER.width - style.margin,
              6,
            );
            for (const m of page)
              if (m.kind === 'text' && m.font === 'bold' && m.y === d.y)
                expect(m.x + measure(m.text, m.font, m.size) + style.datesGap).toBeLessThanOrEqual(
                  d.x + 1e-6,
                );
          }
        }
        expect(datesSeen).toBe(body.experience.length + body.education_entries!.length);
      }
    },
  );
});
