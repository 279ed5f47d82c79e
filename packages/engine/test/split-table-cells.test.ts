import { describe, expect, it } from 'vitest';
import type { PdfItem } from '../src/read/pdf-items';
import { splitTableCells } from '../src/read/split-table-cells';

const item = (text: string, x: number, y: number): PdfItem => ({
  text,
  x,
  y,
  width: text.length * 4.5,
  fontSize: 10,
  bold: false,
});

const texts = (groups: PdfItem[][] | null) => groups?.map((g) => g.map((i) => i.text));

describe('a table of roles on a page without a gutter', () => {
  it('is read row by row: each left cell, then the right cell beside it', () => {
    const page = [
      item('Casey Morgan, casey@example.com, (617) 555-0123, Boston, MA, USA', 72, 750),
      item('EXPERIENCE', 72, 708),
      item('Data Analyst', 78, 684),
      item('Harbor Retail | Boston, MA |', 78, 672),
      item('Mar 2022 to Present', 78, 660),
      item('Built Tableau dashboards used by 60 store managers', 264, 690),
      item('Automated 12 SQL reports in Python for finance', 264, 678),
      item('Cut weekly reporting time by 70% for the region', 264, 666),
      item('Trained 4 analysts on window functions and joins', 264, 654),
      item('Junior Analyst', 78, 614),
      item('Beacon Foods | Cambridge, MA |', 78, 602),
      item('Jun 2020 to Feb 2022', 78, 590),
      item('Cleaned sales data for 40 stores every week', 264, 620),
      item('Wrote the monthly margin report for the board', 264, 608),
      item('EDUCATION', 72, 560),
      item('B.A. Economics, Boston University, 2020, with honours and distinction', 72, 545),
    ];
    expect(texts(splitTableCells(page, 612))).toEqual([
      ['Casey Morgan, casey@example.com, (617) 555-0123, Boston, MA, USA', 'EXPERIENCE'],
      ['Data Analyst', 'Harbor Retail | Boston, MA |', 'Mar 2022 to Present'],
      [
        'Built Tableau dashboards used by 60 store managers',
        'Automated 12 SQL reports in Python for finance',
        'Cut weekly reporting time by 70% for the region',
        'Trained 4 analysts on window functions and joins',
      ],
      ['Junior Analyst', 'Beacon Foods | Cambridge, MA |', 'Jun 2020 to Feb 2022'],
      [
        'Cleaned sales data for 40 stores every week',
        'Wrote the monthly margin report for the board',
      ],
      ['EDUCATION', 'B.A. Economics, Boston University, 2020, with honours and distinction'],
    ]);
  });

  it('leaves a column of dates and places beside the entries alone', () => {
    const page = Array.from({ length: 4 }, (_, k) => [
      item(`Engineer at Company ${k}, building the platform for many teams`, 72, 700 - k * 40),
      item('Jan 2020 – Present', 470, 700 - k * 40),
      item('Shipped the payments service to two million people', 80, 688 - k * 40),
      item('Austin, TX', 490, 688 - k * 40),
      item('Led the migration of the billing system to events', 80, 676 - k * 40),
    ]).flat();
    expect(splitTableCells(page, 612)).toBeNull();
  });
});
