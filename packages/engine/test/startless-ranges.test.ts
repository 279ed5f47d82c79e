import { describe, expect, it } from 'vitest';
import { findStartlessRange } from '../src/parse/find-dates';
import { parseText, rolesOfText } from './fixtures/parse-text';

// Themes print a role whose start date was left blank as its end alone ('- Present') or as the
// dash alone where the dates go ('Rails Girls Galway | —'): the role is there, its start unknown.
describe('a range with no start', () => {
  it('is the end alone after its dash, or a dash alone after a bar, and nothing else', () => {
    expect(findStartlessRange('- Present')).toMatchObject({
      start: '',
      end: 'Present',
      current: true,
    });
    expect(findStartlessRange('– Jun 2019')).toMatchObject({
      start: '',
      end: 'Jun 2019',
      current: false,
    });
    expect(findStartlessRange('Harbour Code Club | —')).toMatchObject({ start: '', end: '' });
    for (const text of [
      '- Presented results to the board',
      '—',
      '- Managed 4 people',
      'Acme | 2019 —',
    ])
      expect(findStartlessRange(text)).toBeNull();
  });

  it('anchors its role where the other roles carry their dates (a title, employer line over it)', () => {
    const text = [
      'Noor Haddad',
      'noor@example.com',
      '',
      'Work Experience',
      'Mobile Developer, Kestrel Labs',
      '- Present',
      'Built the booking app used by 40 clinics.',
      'Engineering Lead, Ovenbird Systems',
      'Jan, 2016 - Mar, 2019',
      'Led a team of six engineers.',
      '',
      'Education',
      'BSc Computer Science, Lakeshore University, 2015',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Mobile Developer', 'Kestrel Labs', '', 'Present'],
      ['Engineering Lead', 'Ovenbird Systems', 'Jan, 2016', 'Mar, 2019'],
    ]);
    const [first] = parseText(text).experience;
    expect(first!.duration).toBe('– Present');
    expect(first!.bullets).toEqual(['Built the booking app used by 40 clinics.']);
  });

  it('anchors its role where each role opens with the employer and its dates behind a bar', () => {
    const text = [
      'Noor Haddad',
      'noor@example.com',
      '',
      'Volunteer',
      'Harbour Code Club | —',
      'Coach',
      'Lifeboat Trust | 2009-01-01 — 2011-09-01',
      'Crew',
      '',
      'Education',
      'Lakeshore University | 2011-09-01 — 2015-05-01',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      ['Coach', 'Harbour Code Club', '', ''],
      ['Crew', 'Lifeboat Trust', '2009-01-01', '2011-09-01'],
    ]);
  });
});
