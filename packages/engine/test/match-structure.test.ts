import { describe, expect, it } from 'vitest';
import {
  coveredShare,
  datesAgree,
  holdsAchievement,
  matchRole,
  matchStructure,
  wordsOf,
  type ReadRole,
} from '../src/cli/match-structure';

const role = (fields: Partial<ReadRole>): ReadRole => ({
  title: '',
  company: '',
  startDate: '',
  endDate: '',
  duration: '',
  bullets: [],
  ...fields,
});

describe('words and coverage', () => {
  it('keeps the words that carry meaning', () => {
    expect(wordsOf('Led a team of 5, cutting costs 20% with Node.js.')).toEqual([
      'led',
      'team',
      'of',
      '5',
      'cutting',
      'costs',
      '20%',
      'with',
      'node.js',
    ]);
    expect(wordsOf('Panini’s Café')).toEqual(['panini', 'cafe']);
    expect(wordsOf(null)).toEqual([]);
  });

  it('measures the share of one text found in another', () => {
    expect(coveredShare('Kent State University', 'University of Kent State')).toBe(1);
    expect(coveredShare('Acme Corp Labs', 'Acme Labs')).toBeCloseTo(2 / 3);
    expect(coveredShare('', 'anything')).toBe(1);
    expect(coveredShare('Acme', '')).toBe(0);
  });
});

describe('matchRole', () => {
  const roles = [
    role({ title: 'Engineer', company: 'Globex' }),
    role({ title: 'Senior Engineer at Acme', company: '' }),
    role({ title: 'Senior Engineer', company: 'Acme' }),
  ];

  it('finds the role by title and company, preferring the one whose fields agree', () => {
    expect(matchRole({ title: 'Senior Engineer', company: 'Acme' }, roles)).toBe(2);
  });

  it('finds a company the reader left in the title line', () => {
    expect(matchRole({ title: 'Senior Engineer', company: 'Acme' }, roles.slice(0, 2))).toBe(1);
  });

  it('takes the first role on a tie and ignores a label without a company', () => {
    const twins = [role({ title: 'Engineer', company: 'A1' }), role({ title: 'Engineer' })];
    expect(matchRole({ title: 'Engineer', company: null }, twins)).toBe(0);
  });

  it('finds nothing when the company or the title is mostly missing', () => {
    expect(matchRole({ title: 'Engineer', company: 'Initech' }, roles)).toBe(-1);
    expect(matchRole({ title: 'Chief Marketing Officer', company: 'Globex' }, roles)).toBe(-1);
  });
});

describe('datesAgree', () => {
  it('compares years and an open end', () => {
    const open = role({
      duration: 'Jan 2021 – Present',
      startDate: 'Jan 2021',
      endDate: 'Present',
    });
    expect(datesAgree({ start: 'January 2021', end: 'present' }, open)).toBe(true);
    expect(datesAgree({ start: 'January 2020', end: 'present' }, open)).toBe(false);
    expect(datesAgree({ start: 'January 2021', end: 'May 2023' }, open)).toBe(false);
  });

  it('needs the end year of a closed role, and no "present"', () => {
    const closed = role({ duration: '2019 – 2021', startDate: '2019', endDate: '2021' });
    expect(datesAgree({ start: '2019', end: '2021' }, closed)).toBe(true);
    expect(datesAgree({ start: '2019', end: 'present' }, closed)).toBe(false);
    expect(datesAgree({ start: '2019', end: '2022' }, closed)).toBe(false);
    expect(datesAgree({ start: '2019', end: '2021' }, role({}))).toBe(false);
  });

  it('takes a role the reader holds as current for open, whatever words end it', () => {
    const held = { ...role({ startDate: 'May 2019', endDate: 'till date' }), current: true };
    expect(datesAgree({ start: 'May 2019', end: 'present' }, held)).toBe(true);
    expect(datesAgree({ start: 'May 2019', end: '2021' }, held)).toBe(false);
    const closed = { ...role({ startDate: 'May 2019', endDate: 'till date' }), current: false };
    expect(datesAgree({ start: 'May 2019', end: 'present' }, closed)).toBe(false);
  });

  it('accepts any reading when the label has no dates', () => {
    expect(datesAgree({}, role({ duration: '2019 – present' }))).toBe(true);
  });
});

describe('holdsAchievement', () => {
  const led = 'Led a team of five engineers to ship the billing system on time';
  it('finds an achievement with three quarters of its words in one bullet', () => {
    // 9 of the 12 words ('a' is too short to count): exactly the threshold.
    expect(
      holdsAchievement(
        led,
        role({ bullets: ['Led team of five engineers to ship billing system'] }),
      ),
    ).toBe(true);
    expect(holdsAchievement(led, role({ bullets: ['Led a team of five engineers'] }))).toBe(false);
  });

  it('finds an achievement the reader split over two bullets', () => {
    const split = ['Led a team of five engineers', 'to ship the billing system on time'];
    expect(holdsAchievement(led, role({ bullets: split }))).toBe(true);
  });
});

describe('matchStructure', () => {
  const label = {
    name: 'Ada Lovelace',
    experience: [
      {
        title: 'Analyst',
        company: 'Engines Ltd',
        start: '2019',
        end: 'present',
        bullets: ['a1 b1 c1 d1', 'e1 f1 g1 h1'],
      },
      {
        title: 'Clerk',
        company: 'Mills & Co',
        start: '2015',
        end: '2018',
        bullets: ['i1 j1 k1 l1'],
      },
    ],
  };

  it('counts roles, dates, kept and misplaced achievements', () => {
    const counts = matchStructure(label, {
      name: 'ADA  LOVELACE',
      experience: [
        role({
          title: 'Analyst',
          company: 'Engines Ltd',
          duration: '2019 – Present',
          bullets: ['a1 b1 c1 d1', 'i1 j1 k1 l1'],
        }),
        role({ title: 'Clerk', company: 'Mills & Co', duration: '2015 – 2017' }),
      ],
    });
    expect(counts).toMatchObject({
      nameRight: true,
      roles: 2,
      rolesFound: 2,
      datesRight: 1,
      achievements: 3,
      achievementsKept: 1,
      misplaced: 1,
      refused: false,
    });
    expect(counts.misses).toEqual([
      'dates of Mills & Co: "2015 – 2017"',
      'achievement of Mills & Co under another role',
    ]);
  });

  it('counts a refused file as nothing found', () => {
    expect(matchStructure(label, null)).toMatchObject({
      nameRight: false,
      roles: 2,
      rolesFound: 0,
      datesRight: 0,
      achievements: 3,
      achievementsKept: 0,
      misplaced: 0,
      refused: true,
    });
  });

  it('counts achievements of a role it could not find that sit under another role', () => {
    const counts = matchStructure(label, {
      name: 'Ada Lovelace',
      experience: [role({ title: 'Analyst', company: 'Engines Ltd', bullets: ['i1 j1 k1 l1'] })],
    });
    expect(counts).toMatchObject({ rolesFound: 1, achievementsKept: 0, misplaced: 1 });
  });
});

describe('how roles were missed', () => {
  const label = {
    experience: [
      { title: 'Analyst', company: 'Engines Ltd', start: '2019', end: 'present' },
      { title: 'Clerk', company: 'Mills & Co', start: '2015', end: '2018' },
    ],
  };

  it('tells a role read in other words from one not read, and counts read roles of no label', () => {
    const counts = matchStructure(label, {
      name: null,
      experience: [
        // The first role's dates anchored a role whose header took the wrong line.
        role({ title: 'Kept the books', company: 'London', duration: '2019 – Present' }),
        role({ title: 'Volunteer', company: 'Food Bank', duration: '2012 – 2013' }),
      ],
    });
    expect(counts).toMatchObject({ rolesFound: 0, missedWithDates: 1, unmatchedRead: 2 });
  });

  it('counts no miss and no stray reading when every role is found', () => {
    const counts = matchStructure(label, {
      name: null,
      experience: [
        role({ title: 'Analyst', company: 'Engines Ltd', duration: '2019 – Present' }),
        role({ title: 'Clerk', company: 'Mills & Co', duration: '2015 – 2018' }),
      ],
    });
    expect(counts).toMatchObject({ rolesFound: 2, missedWithDates: 0, unmatchedRead: 0 });
  });
});

describe('one read role for each labelled role', () => {
  it('does not let one read role stand for two labelled roles with the same name', () => {
    const same = { title: 'Job Title', company: 'Company / Organization' };
    const label = {
      name: 'Full Name',
      experience: [
        { ...same, start: 'MM/YYYY', end: 'MM/YYYY', bullets: ['Describe your main work.'] },
        { ...same, start: 'MM/YYYY', end: 'present', bullets: ['Summarize your projects.'] },
      ],
    };
    const first = role({
      ...same,
      duration: 'MM/YYYY – MM/YYYY',
      bullets: ['Describe your main work.'],
    });
    const second = role({
      ...same,
      duration: 'MM/YYYY – Present',
      bullets: ['Summarize your projects.'],
    });
    const both = matchStructure(label, { name: 'Full Name', experience: [first, second] });
    expect(both).toMatchObject({ rolesFound: 2, datesRight: 2, achievementsKept: 2, misplaced: 0 });
    const one = matchStructure(label, { name: 'Full Name', experience: [first] });
    expect(one).toMatchObject({ rolesFound: 1, achievementsKept: 1 });
  });
});
