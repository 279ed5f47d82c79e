import { describe, expect, it } from 'vitest';
import { dateStyle, findDateRange, findOpenRange, yearOf } from '../src/parse/find-dates';
import { parseText } from './fixtures/parse-text';

describe('date ranges as people write them', () => {
  it.each([
    ['Jan-2020 to Dec-2021', 'Jan-2020', 'Dec-2021', false],
    ['2019 onwards', '2019', 'Present', true],
    ['March 2020 to date', 'March 2020', 'date', true],
    ['janvier 2020 – mars 2021', 'janvier 2020', 'mars 2021', false],
    ['septembre 2019 – présent', 'septembre 2019', 'présent', true],
    ['enero 2020 – la actualidad', 'enero 2020', 'la actualidad', true],
    ['März 2019 – heute', 'März 2019', 'heute', true],
    ['gennaio 2018 – dicembre 2019', 'gennaio 2018', 'dicembre 2019', false],
    ['julho 2017 – atual', 'julho 2017', 'atual', true],
    ['18 July 2022 – 26 August 2022', '18 July 2022', '26 August 2022', false],
    ['3rd March 2019 - 4th May 2020', '3rd March 2019', '4th May 2020', false],
    ['1, October 2012 - 31, March 2018', '1, October 2012', '31, March 2018', false],
    ['July 18, 2022 – Present', 'July 18, 2022', 'Present', true],
  ])('reads %s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });

  it('reads months with two-digit years after a hyphen, as spreadsheets write them', () => {
    expect(findDateRange('Harbour Institute | Jun-25 — Aug-25')).toMatchObject({
      start: 'Jun-25',
      end: 'Aug-25',
      current: false,
    });
    expect(findDateRange('Jun-19 – Present')).toMatchObject({ start: 'Jun-19', current: true });
    expect([yearOf('Jun-25'), yearOf('Sep-98'), yearOf('Jan ’16'), yearOf("Mar '97")]).toEqual([
      2025, 1998, 2016, 1997,
    ]);
    // A day of a month with no year stays no date.
    expect(findDateRange('Sale ends May-15th')).toBeNull();
  });

  it('reads a range whose year is written on its start alone, the end in that year or the next', () => {
    expect(findDateRange('Intern, Harbor Labs, April 2022 until 30 August.')).toMatchObject({
      start: 'April 2022',
      end: 'August 2022',
      current: false,
    });
    expect(findDateRange('Nov 2021 - Feb (contract)')).toMatchObject({
      start: 'Nov 2021',
      end: 'Feb 2022',
    });
    // At the line's end the end's year may be on the next line (a narrow column wraps it).
    expect(findDateRange('Ridgeline | Oct 2020 to Mar')).toMatchObject({ end: 'Oct 2020' });
    // An end with its own year is read as written.
    expect(findDateRange('May 2021 – July 2023')).toMatchObject({ end: 'July 2023' });
    expect(findDateRange('March 2019 - May 14, 2020')).toMatchObject({ end: 'May 14, 2020' });
    const parsed = parseText(
      [
        'Rana Adel',
        'Internship',
        '• Software Engineer Intern, Harbor Labs, April 2022 until 30 August.',
      ].join('\n'),
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Software Engineer Intern', 'Harbor Labs', 'April 2022', 'August 2022'],
    ]);
  });

  it("reads a theme's 'Invalid Date' range as a role whose start is unknown, still held", () => {
    expect(findDateRange('Invalid Date – Invalid Date')).toMatchObject({
      start: '',
      end: 'Present',
      current: true,
    });
  });

  it('reads a range dated to the day, as letters and forms date them, whole', () => {
    expect(findDateRange('CEMRACS 2022, 18 July 2022 – 26 August 2022')).toMatchObject({
      start: '18 July 2022',
      end: '26 August 2022',
    });
    expect(dateStyle('18 August 2022')).toBe('long-month');
    expect(dateStyle('3rd Mar 2019')).toBe('short-month');
  });

  it('reads a range whose end is two digits, and keeps a hyphen before a month for ISO', () => {
    expect(findDateRange('2013-15 Booth School of Business')).toMatchObject({
      start: '2013',
      end: '2015',
      text: '2013-15',
    });
    expect(findDateRange('Research Fellow, 2018–19')).toMatchObject({ start: '2018', end: '2019' });
    expect(findDateRange('2010-11')).toMatchObject({ start: '2010-11', end: '2010-11' });
    expect(findDateRange('1999 - 2001')).toMatchObject({ start: '1999', end: '2001' });
  });

  it('reads a range left open at the end of a line, or glued to its dash at the start', () => {
    expect(findOpenRange('Consultant, Harbour Trust 2023-')).toMatchObject({
      start: '2023',
      end: 'Present',
      current: true,
    });
    expect(findOpenRange('2022- Economics of Strategy, City University, Instructor')).toMatchObject(
      { start: '2022', end: 'Present' },
    );
    // A year, a spaced dash and an entry is a list's year ('2019 - Best Paper Award').
    expect(findOpenRange('2019 - Best Paper Award')).toBeNull();
    expect(findOpenRange('Sep. 2024 ~')).toMatchObject({ start: 'Sep. 2024', current: true });
    expect(findOpenRange('(December 2020 -)')).toMatchObject({
      start: 'December 2020',
      current: true,
    });
    // A full stop after the open dash ends the line's sentence, not the range.
    expect(findOpenRange('Department Chair: Northfield Geology, 2024–.')).toMatchObject({
      start: '2024',
      end: 'Present',
    });
    // The dash glued to the start still leads to an end written after it.
    expect(findOpenRange('January 2021- May 2021 (limited term contract)')).toBeNull();
  });

  it("reads a season or month 'of' its year", () => {
    expect(findDateRange('Harbour Labs | Summer of 2013')).toMatchObject({
      start: 'Summer of 2013',
      end: 'Summer of 2013',
    });
    expect(findDateRange('May of 2019 - June of 2020')).toMatchObject({
      start: 'May of 2019',
      end: 'June of 2020',
    });
  });

  it('finds no month inside another word', () => {
    expect(findDateRange('Email 2019')).toMatchObject({ start: '2019', end: '2019' });
  });

  it('reads a role dated in French as one role with both ends', () => {
    const text = [
      'Claire Martin',
      'claire@example.com',
      'EXPERIENCE',
      'Data Analyst, Globex',
      'février 2021 – aujourd’hui',
      '- Built the weekly sales report',
    ].join('\n');
    const [role] = parseText(text).experience;
    expect(role).toMatchObject({ title: 'Data Analyst', company: 'Globex', current: true });
    expect(role!.startDate).toBe('février 2021');
  });
});

describe('the dashes word processors set', () => {
  it('reads a range joined by a hyphen that does not break or by a minus sign', () => {
    expect(findDateRange('Apr. 2024 \u2011 May. 2024')).toMatchObject({
      start: 'Apr. 2024',
      end: 'May. 2024',
    });
    expect(findDateRange('2019 \u2212 2021')).toMatchObject({ start: '2019', end: '2021' });
  });
});
