import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { linesFromText } from '../src/read/lines-from-text';
import type { ResumeDocument } from '../src/types';
import { scoreResume } from '../src/score-resume';
import { splitByEmail } from '../src/parse/extract-contact';

function doc(text: string): ResumeDocument {
  // Numbered as readDocument numbers them.
  const lines = linesFromText(text).map((l, i) => ({ ...l, line: i + 1 }));
  return { format: 'txt', pages: 1, lines, text, wordCount: text.split(/\s+/).length };
}

describe('experience-like sections', () => {
  it('reads work, internship, volunteer, leadership and campus roles with their kinds', () => {
    const parsed = parseResume(
      doc(`Dana Reyes
dana@example.com | 555-201-3344

WORK EXPERIENCE
Analyst | Contoso Ltd | 2021 - Present
- Built weekly sales reports for 12 stores

INTERNSHIPS
Marketing Intern | Fabrikam | Summer 2020
- Ran 3 social campaigns

LEADERSHIP
President | Finance Club | 2019 - 2021
- Grew membership from 20 to 65

CAMPUS INVOLVEMENT
Treasurer | Student Union | 2018 - 2019
- Balanced a $40,000 budget

VOLUNTEER EXPERIENCE
Tutor | City Library | 2017 - 2019
- Tutored 15 students in math`),
    );
    expect(parsed.experience.map((e) => [e.kind, e.title, e.company])).toEqual([
      ['work', 'Analyst', 'Contoso Ltd'],
      ['internship', 'Marketing Intern', 'Fabrikam'],
      ['leadership', 'President', 'Finance Club'],
      ['campus', 'Treasurer', 'Student Union'],
      ['volunteer', 'Tutor', 'City Library'],
    ]);
    expect(parsed.unsure).toEqual([]);
  });

  it('names an experience section it could not read as unsure instead of guessing', () => {
    const parsed = parseResume(
      doc(`Dana Reyes
dana@example.com

EXPERIENCE
I have spent many years helping teams in several places, and I would be glad to say more about it in an interview with you.`),
    );
    expect(parsed.experience).toEqual([]);
    expect(parsed.unsure).toEqual([{ section: 'EXPERIENCE', reason: expect.any(String) }]);
    const results = scoreResume(parsed, doc('x'));
    const roles = results.breakdown.brevity.checks.find((c) => c.id === 'brevity.bullets_per_role');
    expect(roles?.message).toMatch(/could not be read reliably/);
    expect(results.suggestions.join(' ')).not.toMatch(/List each role|achievements under/);
    expect(results.parsed.unsure).toHaveLength(1);
  });
});

describe('role headers set like headings', () => {
  it('keeps capitalised company and title lines inside the experience section', () => {
    const parsed = parseResume(
      doc(`Lee Park
lee@example.com

EXPERIENCE
ACME CORPORATION
SOFTWARE ENGINEER
Jan 2020 - Present
- Shipped the billing service to 2M users
INITECH
QA ANALYST
2017 - 2019
- Wrote 400 automated tests

EDUCATION
B.S. Computer Science, 2017`),
    );
    expect(parsed.experience.map((e) => [e.title, e.company])).toEqual([
      ['SOFTWARE ENGINEER', 'ACME CORPORATION'],
      ['QA ANALYST', 'INITECH'],
    ]);
    expect(parsed.sections.map((s) => s.heading)).toEqual(['', 'EXPERIENCE', 'EDUCATION']);
  });
});

describe('the name', () => {
  it('is split into words by the email when letter spacing lost its word gap', () => {
    expect(splitByEmail('HENRYLINDQVIST', 'henry.lindqvist@example.com')).toBe('HENRY LINDQVIST');
    expect(splitByEmail('QWENTLINDQVIST', 'hl2019@example.com')).toBe('QWENTLINDQVIST');
    // With no email that spells it, after the given name it starts with; a lone given name whole.
    expect(splitByEmail('HENRYLINDQVIST', 'hl2019@example.com')).toBe('HENRY LINDQVIST');
    expect(splitByEmail('AMANDAMARTEL', null)).toBe('AMANDA MARTEL');
    expect(splitByEmail('CHRISTOPHER', null)).toBe('CHRISTOPHER');
    expect(splitByEmail('Annabellemartin', null)).toBe('Annabellemartin');
    expect(splitByEmail('Henry Lindqvist', 'henry.lindqvist@example.com')).toBe('Henry Lindqvist');
  });

  it('keeps where it and the contact details were read', () => {
    const parsed = parseResume(
      doc('Summary of a career\n\nMaria Lopez\nmaria@example.com | 555-201-3344'),
    );
    expect(parsed.sources).toMatchObject({
      email: { page: 1, line: 3 },
      phone: { page: 1, line: 3 },
    });
  });

  it('is never a city, a place or a job title when a name is there', () => {
    expect(
      parseResume(doc('New York\nSenior Accountant\nMaria Lopez\nmaria@example.com')).name,
    ).toBe('Maria Lopez');
    expect(parseResume(doc('Denver, CO\nSam Okafor\nsam@example.com')).name).toBe('Sam Okafor');
  });
});
