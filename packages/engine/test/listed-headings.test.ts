import { describe, expect, it } from 'vitest';
import { headingKind } from '../src/parse/classify-heading';
import { parseText } from './fixtures/parse-text';

// Headings as Word resumes from South Asia title them, and headings that list several known
// ones (issue #23: real Word resumes). A made-up person.
describe('headings that name their sections in other words', () => {
  it.each([
    ['ACADEMIC QUALIFICATION', 'education'],
    ['Educational Qualifications', 'education'],
    ['Academic Details', 'education'],
    ['PROFESSIONAL QUALIFICATION', 'certifications'],
    ['LANGUAGE KNOWN', 'languages'],
    ['Personal Skills', 'skills'],
    ['Technical Proficiency', 'skills'],
  ])('reads %s as %s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });
});

describe('a heading that lists known headings', () => {
  it('is the first one’s kind, however long the list', () => {
    expect(headingKind('ACADEMIC QUALIFICATION, TRAININGS AND PROFESSIONAL CERTIFICATIONS')).toBe(
      'education',
    );
    expect(headingKind('Education / Certifications')).toBe('education');
    // A role's header line with a heading's word in it is still no list of headings.
    expect(headingKind('Projects & Research Assistant')).toBeNull();
    expect(headingKind('Volunteer, Comité de Construction Régional')).toBeNull();
  });

  it('closes the work section above it, so it is read as no role', () => {
    const text = [
      'Imran Qadir',
      'imran.qadir@example.com',
      'WORK HISTORY',
      'Junior Web Developer, Ravi Softworks, March 2021 - June 2022',
      '• Built order pages in PHP and MySQL.',
      'ACADEMIC QUALIFICATION, TRAININGS AND PROFESSIONAL CERTIFICATIONS',
      '• BSCS, University of the Punjab, 2020',
      '• Certified Web Developer, UET Lahore',
    ].join('\n');
    const parsed = parseText(text);
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['Junior Web Developer', 'Ravi Softworks'],
    ]);
    expect(parsed.sections.map((s) => s.kind)).toContain('education');
  });
});
