import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { generateResume } from '../src/generate/generate-resume';
import { personName } from '../src/generate/person-name';

const JOB = `Elementary Teacher
Requirements
- Lesson planning
- Classroom management`;

async function generated(text: string) {
  const doc = await readDocument(new TextEncoder().encode(text));
  const parsed = parseResume(doc);
  return generateResume({
    jobDescription: JOB,
    resume: { parsed, text: doc.text, lines: doc.lines },
    today: new Date('2026-06-01'),
    format: doc.format,
  });
}

const STUDENT = `Maya Ortiz
maya.ortiz@example.com | (555) 222-1010

EDUCATION
B.A. Elementary Education, Texas State University, May 2025

STUDENT ORGANIZATIONS
President | Future Teachers Club
Jan 2024 – May 2025
- Led 25 members in organizing classroom visits

VOLUNTEER EXPERIENCE
Reading Tutor | San Marcos Public Library
Sep 2022 – May 2024
- Tutored 8 children in reading twice a week

ACTIVITIES
Resident Assistant | Texas State University Housing | San Marcos, TX
Aug 2023 – May 2025
- Mentored 40 first-year students on a residence floor

SKILLS
Lesson planning, Classroom management
`;

describe('every name as a person writes it', () => {
  it('puts back the word breaks of a letter-spaced name and writes it in a name’s case', () => {
    expect(personName('JAREDRICHARDS', ['J A R E D  R I C H A R D S'])).toBe('Jared Richards');
    expect(personName('JAREDRICHARDS', ['JARED   RICHARDS'])).toBe('Jared Richards');
    expect(personName('JARED RICHARDS', [])).toBe('Jared Richards');
    expect(personName("ANNE-MARIE O'NEILL", [])).toBe("Anne-Marie O'Neill");
    // Mixed case is the person's own: kept as written.
    expect(personName('DeShawn McKay', [])).toBe('DeShawn McKay');
    expect(personName('', [])).toBe('');
  });

  it('writes a letter-spaced capital name as "Jared Richards", traced to its line', async () => {
    const data = await generated(
      STUDENT.replace('Maya Ortiz', 'J A R E D  R I C H A R D S').replace('maya.ortiz@', 'jr@'),
    );
    expect(data.personal_info.name).toBe('Jared Richards');
    expect(data.provenance!.find((p) => p.field === 'personal_info.name')!.lines).toEqual([1]);
    expect(data.audit!.findings).toEqual([]);
  });
});

describe('every role kept, whatever its section', () => {
  it('keeps campus, organization and volunteer roles like work roles, in the person’s order', async () => {
    const data = await generated(STUDENT);
    expect(data.experience.map((r) => [r.kind, r.title, r.company, r.duration])).toEqual([
      ['campus', 'President', 'Future Teachers Club', 'Jan 2024 – May 2025'],
      ['volunteer', 'Reading Tutor', 'San Marcos Public Library', 'Sep 2022 – May 2024'],
      ['campus', 'Resident Assistant', 'Texas State University Housing', 'Aug 2023 – May 2025'],
    ]);
    expect(data.experience.map((r) => r.achievements.length)).toEqual([1, 1, 1]);
    // Written as roles, not again as loose lines.
    expect((data.sections ?? []).map((s) => s.heading)).toEqual([]);
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });

  it('leaves an activities list without dates as the person wrote it', async () => {
    const data = await generated(
      `${STUDENT}\nINTERESTS AND ACTIVITIES\nChess, trail running, choir\n`,
    );
    expect(data.sections).toEqual([
      { heading: 'INTERESTS AND ACTIVITIES', lines: ['Chess, trail running, choir'] },
    ]);
  });
});
