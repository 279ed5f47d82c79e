import { describe, expect, it } from 'vitest';
import { headingKind } from '../src/parse/classify-heading';
import { oneSlipApart } from '../src/parse/misspelt-heading';
import { rolesOfText } from './fixtures/parse-text';
import { parseResume } from '../src/parse-resume';
import { pdfOf, withBullets, type LineSpec } from './fixtures/pdf-lines';

// Headings with a slip of the keys (issue #23, wild set: resumes written in a second language)
// and the labels of a role's tool list. A made-up person.
describe('a heading with one misspelt word', () => {
  it('is read as the heading it stands for', () => {
    expect(headingKind('EXPECIENCE')).toBe('experience');
    expect(headingKind('Work Experiance')).toBe('experience');
    expect(headingKind('Eduaction')).toBe('education');
  });

  it('is not a word that only adds to a heading, nor a short word', () => {
    expect(headingKind('Experienced')).toBeNull();
    expect(headingKind('Skull')).toBeNull();
    expect(oneSlipApart('experience', 'experiences')).toBe(true);
    expect(oneSlipApart('education', 'eduaction')).toBe(true);
    expect(oneSlipApart('education', 'vacation')).toBe(false);
  });

  it('heads the roles under it', () => {
    const text = [
      'Lucia Mora Vargas',
      'lucia.mora@example.com',
      'EXPECIENCE',
      'Graphic Designer',
      'Colegio Valle Verde, Madrid',
      'June 2017 - 2020',
      '• Designed the school’s posters and logos.',
      'Tools',
      '• After Effects, Premiere Pro, Photoshop',
      'PHP Developer',
      'Nube Rica, Bogotá',
      'February 2024 - May 2025',
      '• Built booking pages in Laravel.',
      'Tools',
      '• PHP, Laravel, MySQL',
      'EDUCATION',
      'BSc Systems Engineering, 2023',
    ].join('\n');
    // 'Tools' heads a role's list of tools; it is no role of its own.
    expect(rolesOfText(text)).toEqual([
      ['Graphic Designer', 'Colegio Valle Verde', 'June 2017', '2020'],
      ['PHP Developer', 'Nube Rica', 'February 2024', 'May 2025'],
    ]);
  });
});

describe("the label of a role's tool list", () => {
  it('is no role, set in bold on a line of its own', () => {
    const role = (title: string, employer: string, dates: string, tools: string): LineSpec[] => [
      [title, 11, true, true],
      [employer, 8],
      [dates, 8],
      ['• Made the posters and the videos.', 8],
      ['Tools', 8, true],
      [`• ${tools}`, 8],
    ];
    const doc = pdfOf([
      ['Lucia Mora Vargas', 15, true],
      ['lucia.mora@example.com', 9],
      ['EXPERIENCE', 9, false, true],
      ...role(
        'Graphic Designer',
        'Colegio Valle Verde, Madrid',
        'June 2017 - 2020',
        'Premiere Pro',
      ),
      ...role('PHP Developer', 'Nube Rica, Bogotá', 'February 2024 - May 2025', 'Laravel'),
      ['EDUCATION', 9, false, true],
      ['BSc Systems Engineering, 2023', 8],
    ]);
    const read = parseResume(withBullets(doc)).experience.map((e) => [e.title, e.startDate]);
    expect(read).toEqual([
      ['Graphic Designer', 'June 2017'],
      ['PHP Developer', 'February 2024'],
    ]);
  });
});
