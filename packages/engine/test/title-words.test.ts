import { describe, expect, it } from 'vitest';
import { isTitleWord } from '../src/parse/experience/has-title-word';
import { parseText } from './fixtures/parse-text';

const roles = (text: string) =>
  parseText(text).experience.map((e) => [e.title, e.company, e.startDate]);

describe('titles outside the usual office words', () => {
  it('reads a trade or profession ESCO names as the title, the line above as the employer', () => {
    const text = [
      'Dana Reyes',
      'dana@example.com',
      'WORK HISTORY',
      'Harbor Credit Union',
      'Loan Underwriter',
      'June 2018 – Present',
      '- Reviewed 40 loan files a week',
      'Riverside Clinic',
      'Physiotherapist',
      '2015 – 2018',
      '- Treated 25 patients a week',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Loan Underwriter', 'Harbor Credit Union', 'June 2018'],
      ['Physiotherapist', 'Riverside Clinic', '2015'],
    ]);
  });

  it('reads titles written in French, Spanish and German, accents and all', () => {
    const text = [
      'Marie Dubois',
      'marie@example.com',
      'EXPERIENCE',
      'Globex Systems',
      'Développeur Full-Stack',
      'Mar 2019 – Present',
      '- Built the billing pages used by 3,000 clients',
      'Initech',
      'Ingeniero de Software',
      'Jan 2016 – Feb 2019',
      '- Cut build times by 40%',
      'Umbrella GmbH',
      'Werkstudent',
      'Oct 2014 – Dec 2015',
      '- Wrote the test suite of the order service',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Développeur Full-Stack', 'Globex Systems', 'Mar 2019'],
      ['Ingeniero de Software', 'Initech', 'Jan 2016'],
      ['Werkstudent', 'Umbrella GmbH', 'Oct 2014'],
    ]);
  });

  it('takes chief officers by their initials for titles', () => {
    expect(['CEO', 'CDO', 'CPO', 'CISO'].every((w) => isTitleWord(w))).toBe(true);
  });

  it('reads titles written in Russian and Ukrainian', () => {
    const text = [
      'Ivan Petrov',
      'ivan@example.com',
      'EXPERIENCE',
      'Globex Systems',
      'Backend программист',
      'Mar 2019 – Present',
      '- Built the billing service',
      'Initech',
      'Старший розробник',
      'Jan 2016 – Feb 2019',
      '- Cut build times by 40%',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Backend программист', 'Globex Systems', 'Mar 2019'],
      ['Старший розробник', 'Initech', 'Jan 2016'],
    ]);
  });

  it('keeps a surname that is also a trade as the name', () => {
    const text = [
      'Johnny Coder',
      'johnny@example.com',
      'EXPERIENCE',
      'Acme',
      'Engineer',
      '2019 – 2021',
    ];
    expect(parseText(text.join('\n')).name).toBe('Johnny Coder');
  });

  it('takes a word naming who does a thing with -ist for a job, but not a list or a verb', () => {
    for (const word of ['Ecologist', 'Hygienist', 'Cellist', 'Geochemist', 'Audiologist'])
      expect(isTitleWord(word)).toBe(true);
    for (const word of [
      'Checklist',
      'Playlist',
      'Assist',
      'Persist',
      'List',
      'Lindqvist',
      'Sundquist',
    ])
      expect(isTitleWord(word)).toBe(false);
  });
});

describe('a rank joined to the job by a hyphen', () => {
  it('keeps the job word, so titles under their employers’ dated lines stay with their own roles', () => {
    for (const word of [
      'Co-Director',
      'Vice-President',
      'Sub-Editor',
      'Deputy-Head',
      'Sole-Proprietor',
      'Senior-Developer',
    ])
      expect(isTitleWord(word)).toBe(true);
    expect(isTitleWord('Co-operative')).toBe(false);
    const text = [
      'Dana Reyes',
      'dana@example.com',
      'Work',
      'Lakeview Analytics | 2022-07-01 — present',
      'Senior Staff Economist',
      'Harbor Policy Institute | 2013-04-01 — 2022-06-01',
      'Associate Economist',
      'Center for Causal Methods | 2018-10-01 — 2022-06-01',
      'Co-Director',
      'Northgate Graduate School | 2018-09-01 — 2022-06-01',
      'Vice-President',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Senior Staff Economist', 'Lakeview Analytics', '2022-07-01'],
      ['Associate Economist', 'Harbor Policy Institute', '2013-04-01'],
      ['Co-Director', 'Center for Causal Methods', '2018-10-01'],
      ['Vice-President', 'Northgate Graduate School', '2018-09-01'],
    ]);
  });
});

describe('a title that opens with a word also a verb', () => {
  it('heads its role when it names the head of something', () => {
    const text = [
      'Dana Reyes',
      'dana@example.com',
      'Work Experience',
      'Head of the Computer Science Department, Northfield School of Statistics',
      'Sep, 2023 - Present',
      'Leading the data science specialization and teaching machine learning.',
      'Researcher, Lakeview Institute',
      'Dec, 2007 - Sep, 2023',
      'Conducted research in signal processing.',
    ].join('\n');
    expect(roles(text)).toEqual([
      ['Head of the Computer Science Department', 'Northfield School of Statistics', 'Sep, 2023'],
      ['Researcher', 'Lakeview Institute', 'Dec, 2007'],
    ]);
  });
});
