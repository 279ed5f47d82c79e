import { describe, expect, it } from 'vitest';
import { proseFields } from '../src/parse/experience/prose-fields';
import { rolesOfText } from './fixtures/parse-text';

// Roles told in sentences under a line of dates (issue #23, wild set: students' first resumes).
// A made-up person.
describe('a role told in sentences under its dates', () => {
  it('reads the employer and the job the sentences name', () => {
    const text = [
      'Otieno Baraka',
      'otieno.baraka@example.com',
      'WORK EXPERIENCE',
      'August 2023 - December 2023',
      'I was employed at Lakeside Traders Limited as a salesperson and customer care agent. The shop sells laptops and phones.',
      'May 2022 - July 2022',
      'I was placed at the Coast Water Board to undergo my attachment. I worked as an IT support assistant in the records office.',
      'SKILLS',
      'HTML, CSS, Python',
    ].join('\n');
    expect(rolesOfText(text)).toEqual([
      [
        'salesperson and customer care agent',
        'Lakeside Traders Limited',
        'August 2023',
        'December 2023',
      ],
      ['IT support assistant', 'Coast Water Board', 'May 2022', 'July 2022'],
    ]);
  });

  it('reads nothing from sentences that name no job and no employer', () => {
    expect(proseFields(['Built the shop’s website.', 'I learnt to manage my time.'])).toBeNull();
    expect(proseFields(['I worked for Harbour Care as a care worker.'])).toEqual({
      title: 'care worker',
      company: 'Harbour Care',
      location: '',
    });
  });
});
