import { describe, expect, it } from 'vitest';
import type { TextLine } from '../src/types';
import { dropPageFurniture } from '../src/read/drop-page-furniture';
import { letterBullets } from '../src/read/letter-bullets';

const line = (text: string, page = 1): TextLine => ({
  text,
  page,
  fontSize: 10,
  emphasis: false,
  bullet: false,
});

describe('page furniture and icon bullets', () => {
  it('drops page numbers and a footer repeated on every page, and keeps a running name on page one', () => {
    const lines = [
      line('Jane Doe', 1),
      line('Experience', 1),
      line('Engineer, Acme 2019 - 2021', 1),
      line('Portfolio: jane.example.com', 1),
      line('1/2', 1),
      line('Jane Doe', 2),
      line('Built the billing service', 2),
      line('Education', 2),
      line('Portfolio: jane.example.com', 2),
      line('Page 2 of 2', 2),
    ];
    expect(dropPageFurniture(lines).map((l) => `${l.page}:${l.text}`)).toEqual([
      '1:Jane Doe',
      '1:Experience',
      '1:Engineer, Acme 2019 - 2021',
      '2:Built the billing service',
      '2:Education',
    ]);
  });

  it('keeps the wrapped tails of two list items that end alike at the edges of two pages, not a header opening the next', () => {
    const item = (text: string, page: number) => ({ ...line(text, page), bullet: true });
    const footer = { ...line('jane.example.com/portfolio', 1), spaceBefore: true };
    const lines = [
      line('Jane Doe', 1),
      line('Experience', 1),
      item('Built pipeline 3, moving 30GB a day into the warehouse', 1),
      line('with checks on every load', 1),
      footer,
      item('Built pipeline 4, moving 40GB a day into the warehouse', 2),
      line('with checks on every load', 2),
      { ...footer, page: 2 },
      // A running header opens page three, right after page two's last list item.
      item('Built pipeline 5, moving 50GB a day into the warehouse', 2),
      line('jane.example.com/portfolio', 3),
      line('Education', 3),
    ];
    expect(dropPageFurniture(lines).map((l) => `${l.page}:${l.text}`)).toEqual([
      '1:Jane Doe',
      '1:Experience',
      '1:Built pipeline 3, moving 30GB a day into the warehouse',
      '1:with checks on every load',
      '2:Built pipeline 4, moving 40GB a day into the warehouse',
      '2:with checks on every load',
      '2:Built pipeline 5, moving 50GB a day into the warehouse',
      '3:Education',
    ]);
  });

  it('keeps a role title that opens two pages where the same title stands mid-page too', () => {
    const lines = [
      line('Jane Doe', 1),
      line('Work', 1),
      line('Developer', 1),
      line('Northwind', 1),
      line('Built the shop.', 1),
      line('Developer', 2),
      line('Tailspin', 2),
      line('Built the app.', 2),
      line('Developer', 3),
      line('Contoso', 3),
      line('Built the site.', 3),
    ];
    expect(dropPageFurniture(lines)).toHaveLength(lines.length);
  });

  it('keeps a one-page resume whole but for a page number', () => {
    const lines = [line('Jane Doe'), line('Experience'), line('2')];
    expect(dropPageFurniture(lines).map((l) => l.text)).toEqual(['Jane Doe', 'Experience']);
  });

  it('keeps a number no resume has as many pages as: an employer named in figures', () => {
    const lines = [line('Jane Doe'), line('Work'), line('540'), line('2022-04-30 —'), line('2')];
    expect(dropPageFurniture(lines).map((l) => l.text)).toEqual([
      'Jane Doe',
      'Work',
      '540',
      '2022-04-30 —',
    ]);
  });

  it('reads a letter that opens three or more lines as an icon font bullet', () => {
    const lines = [
      'f Built the API',
      'f Led a team of 5',
      'f Cut costs by 20%',
      'a team player',
      'I led it',
    ];
    const read = letterBullets(lines.map((t) => line(t)));
    expect(read.map((l) => [l.text, l.bullet])).toEqual([
      ['Built the API', true],
      ['Led a team of 5', true],
      ['Cut costs by 20%', true],
      ['a team player', false],
      ['I led it', false],
    ]);
    // Two lines are not a pattern.
    expect(letterBullets([line('x Built'), line('x Led')]).every((l) => !l.bullet)).toBe(true);
  });
});
