import { describe, expect, it } from 'vitest';
import { plausibleTitle } from '../src/parse/experience/plausible-title';
import { rolesOfText } from './fixtures/parse-text';

// A line of a role's text read into the title's place: no title is better than a wrong one.
describe('titles that cannot be one', () => {
  it('are left empty; real titles stay, a trailing comma dropped', () => {
    for (const text of [
      '{ End User support;',
      'Duties and responsibilities include',
      'In the first year we studied topology',
    ])
      expect(plausibleTitle(text)).toBe('');
    expect(plausibleTitle('Sony Music (Red Unicorn),')).toBe('Sony Music (Red Unicorn)');
    for (const text of ['US Army Officer', 'Analyst (part time during my DPhil)', 'Data Analyst I'])
      expect(plausibleTitle(text)).toBe(text);
  });

  it('keeps the role with its dates and text when its title line was a lead-in', () => {
    const text = `Ama Mensah\nama@example.com\n\nExperience\nDuties and responsibilities include\nJanuary 2024 - Present\n- Coordinated 12 project units across three regions\n\nEducation\nBSc Economics, 2019`;
    expect(rolesOfText(text)).toEqual([['', '', 'January 2024', 'Present']]);
  });
});
