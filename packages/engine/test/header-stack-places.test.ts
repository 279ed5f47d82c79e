import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';
import { findDateRange } from '../src/parse/find-dates';
import { isLightHeaderLine, isTownOfRegion } from '../src/parse/experience/is-light-header-line';

// Word templates stack a role's header over four lines: title, employer, 'Town, Region,
// Country', dates. A town we do not know, before a region and its country, is still a place and
// takes no room among the header's lines; an employer before its town is not one. Each resume
// is written here in our own words.
describe('a stacked header with its place', () => {
  const resume = (place: string) =>
    [
      'Ines Barros',
      'ines.barros@example.com',
      '',
      'Experience',
      'Occupational Therapy Assistant',
      'Harbourlight Rehab',
      place,
      'March 2022 – December 2023',
      'Planned home exercise programmes with twelve patients a week.',
      'Kept treatment notes in the clinic system.',
      'Rehabilitation Aide',
      'Northgate Bone & Joint',
      'Ambleford, Ohio, USA',
      'May 2020 – February 2022',
      'Set up treatment rooms and equipment for each session.',
    ].join('\n');

  it('keeps the title above an employer whose town is not on our list', () => {
    const [first, second] = rolesOfText(resume('Quillbrook, Georgia, USA'));
    expect(first).toEqual([
      'Occupational Therapy Assistant',
      'Harbourlight Rehab',
      'March 2022',
      'December 2023',
    ]);
    expect(second!.slice(0, 2)).toEqual(['Rehabilitation Aide', 'Northgate Bone & Joint']);
  });

  it('reads a town, its region and its country as a town, never a name with a company word', () => {
    expect(isTownOfRegion('Quillbrook, Georgia, USA')).toBe(true);
    expect(isTownOfRegion('Ambleford, Maharashtra, India')).toBe(true);
    // An employer before its town and state (guard).
    expect(isTownOfRegion('Kaiser Permanente, Pleasanton, CA')).toBe(false);
    // An employer's name before a region and country holds a company word (guard).
    expect(isTownOfRegion('Harbourlight Labs, Ontario, Canada')).toBe(false);
  });

  it('reads places we know joined by a dash or a bar as a place line', () => {
    expect(isLightHeaderLine('Berlin – Germany')).toBe(true);
    expect(isLightHeaderLine('Pune | India')).toBe(true);
    // An employer joined to a country by a dash is the employer's line (guard).
    expect(isLightHeaderLine('Harbourlight – Germany')).toBe(false);
  });

  it('keeps the title above an employer over places joined by a dash', () => {
    const [first] = rolesOfText(resume('Berlin – Germany'));
    expect(first).toEqual([
      'Occupational Therapy Assistant',
      'Harbourlight Rehab',
      'March 2022',
      'December 2023',
    ]);
  });

  it('opens no range inside a number at the end of the line above the dates', () => {
    const [first] = rolesOfText(resume('Quillbrook, GA 30214'));
    expect(first!.slice(2)).toEqual(['March 2022', 'December 2023']);
  });
});

describe('two months of one year joined by a word', () => {
  it.each([
    ['(February to May 2022)', 'February 2022', 'May 2022'],
    ['March through August 2020', 'March 2020', 'August 2020'],
    ['Summer to Fall 2019', 'Summer 2019', 'Fall 2019'],
  ])('%s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current: false });
  });
});

describe('how the job was held is no employer', () => {
  it('passes over "Part-time employment" for the employer beside it', () => {
    const roles = rolesOfText(
      [
        'Ines Barros',
        'ines.barros@example.com',
        '',
        'Experience',
        'Library Assistant | Part-time employment | Harbourlight Reading Rooms',
        'January 2021 – June 2022',
        'Shelved returns and ran the children’s reading hour.',
      ].join('\n'),
    );
    expect(roles[0]!.slice(0, 2)).toEqual(['Library Assistant', 'Harbourlight Reading Rooms']);
  });
});

describe('a false friend for the present', () => {
  it('reads "2020 - Actually" (Spanish actualmente) as a role still held', () => {
    expect(findDateRange('January 2024 - Actually')).toMatchObject({
      start: 'January 2024',
      current: true,
    });
    // Alone, the word is no date (guard).
    expect(findDateRange('I actually led the 2020 launch')).toMatchObject({ current: false });
  });
});

describe('a title before a long run of names', () => {
  it('reads a title before a run of capitalised names and team numbers as the role’s header', () => {
    const roles = rolesOfText(
      [
        'Ines Barros',
        'ines.barros@example.com',
        '',
        'Volunteer Work',
        'Coach, Harbourlight Robotics League, North Division Team 2992 & South Division Team 25619',
        'Aug, 2022 - Present',
        'As a volunteer coach I guide the programming group through each season.',
      ].join('\n'),
    );
    expect(roles[0]!.slice(0, 2)).toEqual([
      'Coach',
      'Harbourlight Robotics League, North Division Team 2992 & South Division Team 25619',
    ]);
  });
});

describe('a US postcode after the town and state', () => {
  it('reads "Town, ST 12345" as the role’s place, and no day of a date out of the postcode', () => {
    const roles = rolesOfText(
      [
        'Ines Barros',
        'ines.barros@example.com',
        '',
        'Experience',
        'Dental Assistant',
        'Lakeside Family Dentistry',
        'Quillbrook, TX 78701',
        'May 2019 - March 2022',
        'Prepared rooms for procedures.',
        '',
        'Dental Hygienist, Harbourlight Smiles, Ambleford, TX 75201, June 2022 - Present',
        'Cleaned and polished teeth.',
      ].join('\n'),
    );
    expect(roles).toEqual([
      ['Dental Assistant', 'Lakeside Family Dentistry', 'May 2019', 'March 2022'],
      ['Dental Hygienist', 'Harbourlight Smiles', 'June 2022', 'Present'],
    ]);
    expect(findDateRange('TX 75201, June 2022 - Present')?.start).toBe('June 2022');
  });
});
