import { describe, expect, it } from 'vitest';
import { proseFields } from '../src/parse/experience/prose-fields';
import { rolesOfText } from './fixtures/parse-text';
import { pdfOf } from './fixtures/pdf-lines';
import { parseResume } from '../src/parse-resume';

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

// Roles whose text is a paragraph in the first person, wrapped short and left without its full
// stop (issue #23, wild set: a translator's PDF). A made-up person.
describe('a role whose paragraph speaks in the first person', () => {
  it('keeps the paragraph as the role’s text, never as the next role’s employer', () => {
    const doc = pdfOf([
      ['Marta Kowalczyk', 20],
      ['marta.kowalczyk@example.com'],
      ['PROFESSIONAL EXPERIENCE', 14, true],
      ['Translator 10/2023 - 12/2023'],
      ['Northgate Institute - Warsaw'],
      ['I translated specialist texts in the fields'],
      ['of banking and law'],
      ['Translator 01/2024 - 02/2024'],
      ['Harbour Language School - Warsaw'],
      ['I translated the information on the school’s'],
      ['website regarding the certificate exam, its'],
      ['regulations'],
      ['Translator 07/2024 - 07/2024'],
      ['Riverside Arts Foundation - Warsaw'],
      ['I translated artistic texts for the purpose of'],
      ['the foundation.'],
    ]);
    const roles = parseResume(doc).experience;
    expect(roles.map((r) => [r.title, r.company, r.startDate])).toEqual([
      ['Translator', 'Northgate Institute', '10/2023'],
      ['Translator', 'Harbour Language School', '01/2024'],
      ['Translator', 'Riverside Arts Foundation', '07/2024'],
    ]);
    expect(roles[1]!.bullets.join(' ')).toContain('certificate exam, its regulations');
    expect(roles[2]!.bullets.join(' ')).toContain('I translated artistic texts');
  });
});
