import { describe, expect, it } from 'vitest';
import { groupRows, type PdfItem } from '../src/read/pdf-items';
import { columnsReadAcross } from '../src/read/columns-read-across';

const item = (text: string, x: number, y: number): PdfItem => ({
  text,
  x,
  y,
  width: text.length * 5,
  fontSize: 10,
  bold: false,
});

describe('a page whose columns were read across', () => {
  it('is noticed when many rows hold two long runs with a wide gap', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [
      item('Managed the regional office and its staff', 40, 700 - i * 14),
      item('Python, SQL, Tableau, Excel and Power BI', 320, 700 - i * 14),
    ]).flat();
    expect(columnsReadAcross(groupRows(rows))).toBe(true);
  });

  it('is not claimed for a single column with dates and places at the margin', () => {
    const rows = Array.from({ length: 10 }, (_, i) => [
      item('Senior Accountant at Harrison Money Management', 40, 700 - i * 14),
      item('2019 – 2021', 480, 700 - i * 14),
    ]).flat();
    expect(columnsReadAcross(groupRows(rows))).toBe(false);
  });
});
