// Structure metamorphic suite: rewrites of a plain-text resume that a person would call the same
// resume (spacing, line ends, bullet glyphs, header order and separators, date styles, heading
// case and names) must leave its roles as the engine reads them: the same titles and companies,
// the same start and end months (years, for a style that writes only years), the same kind
// (work, volunteer, leadership) and as many achievements under each. Pairs the reader still gets wrong are listed in known-breaks.ts with
// a minimal example each, and left out here until the reader handles them.
import { describe, expect, it } from 'vitest';
import { knownBreaks, knownMisreadings } from './metamorphic/known-breaks';
import { wordsOf } from './zoo/compare-reading';
import { ownTextResumes } from './metamorphic/own-text-resumes';
import { readRoles } from './metamorphic/read-roles';
import type { ResumeText } from './metamorphic/resume-text';
import type { StructureTransform } from './metamorphic/structure-transform';
import { structureTransforms } from './metamorphic/structure-transforms';
import { endOnNextLine, dottedMonths, yearsToNow } from './metamorphic/date-transforms';
import { companyFirst, headerSeparator } from './metamorphic/header-transforms';
import { experienceHeading } from './metamorphic/heading-transforms';

const resumes = ownTextResumes();

// Each original is read once per precision, whichever transforms ask for it.
const originals = new Map<string, Promise<string[]>>();
function originalRoles(resume: ResumeText, keeps: 'month' | 'year'): Promise<string[]> {
  const key = `${keeps} ${resume.id}`;
  if (!originals.has(key)) originals.set(key, readRoles(resume.text, keeps));
  return originals.get(key)!;
}

const isKnownBreak = (transform: StructureTransform, resume: ResumeText) =>
  knownBreaks.some((b) => b.transform === transform.name && b.resumes.test(resume.id));

/** The resumes a transform changes, with their rewritten text. */
const changedBy = (transform: StructureTransform) =>
  resumes
    .map((resume) => ({ resume, text: transform.apply(resume), id: resume.id }))
    .filter(({ resume, text }) => text !== resume.text);

// Every (transform, resume) pair that changes the text and is not a known break.
const checks = structureTransforms
  .map((transform) => ({
    transform,
    name: transform.name,
    cases: changedBy(transform).filter(({ resume }) => !isKnownBreak(transform, resume)),
  }))
  .filter(({ cases }) => cases.length > 0);

describe.each(checks)('structure kept under $name', ({ transform, cases }) => {
  it.each(cases)('$id', async ({ resume, text }) => {
    const expected = await originalRoles(resume, transform.keeps);
    expect(await readRoles(text, transform.keeps)).toEqual(expected);
  });
});

describe('the structure suite itself', () => {
  it('starts from originals that read every written role by its title and company', async () => {
    const misread = new Set(knownMisreadings.map((m) => m.resume));
    for (const resume of resumes) {
      const read = await originalRoles(resume, 'month');
      expect(read.length, resume.id).toBe(resume.roles.length);
      if (misread.has(resume.id)) continue;
      const written = resume.roles.map((r) => `${wordsOf(r.title)} @ ${wordsOf(r.company)}`);
      expect(
        read.map((role) => role.split(' | ')[0]),
        resume.id,
      ).toEqual(written);
    }
  });

  it('has transforms that each change some resume, and known cases that name real resumes', () => {
    for (const transform of structureTransforms)
      expect(changedBy(transform).length, transform.name).toBeGreaterThan(0);
    for (const known of knownBreaks) {
      const transform = structureTransforms.find((t) => t.name === known.transform);
      expect(transform, known.transform).toBeDefined();
      expect(
        resumes.some((r) => known.resumes.test(r.id)),
        known.transform,
      ).toBe(true);
    }
    for (const known of knownMisreadings) expect(resumes.map((r) => r.id)).toContain(known.resume);
  });

  it('sees a lost achievement, a moved month and a changed company', async () => {
    const resume = resumes.find((r) => r.id === 'calibration strongEngineer')!;
    const original = await originalRoles(resume, 'month');
    const role = resume.roles[1]!;
    const changes = [
      resume.text.replace(/\n• [^\n]*/, ''),
      resume.text.replace(role.dates, role.dates.replace(/^\w+/, 'Dec')),
      resume.text.replace(`| ${role.company}`, '| Another Company'),
    ];
    for (const text of changes) expect(await readRoles(text, 'month')).not.toEqual(original);
  });
});

describe('the transforms', () => {
  const sample: ResumeText = {
    id: 'sample',
    text: 'Ann Lee\n\nEXPERIENCE\nData Analyst | Bluestem Health | Omaha, NE\nMar 2020 – Present\n• Built dashboards\n',
    roles: [{ title: 'Data Analyst', company: 'Bluestem Health', dates: 'Mar 2020 – Present' }],
    headings: ['EXPERIENCE'],
    experienceHeading: 'EXPERIENCE',
  };
  const lines = (t: StructureTransform) => t.apply(sample).split('\n').slice(2, 5);

  it('rewrite headers, dates and headings where the facts say they are', () => {
    expect(lines(companyFirst)[1]).toBe('Bluestem Health | Data Analyst | Omaha, NE');
    expect(lines(headerSeparator('at', ' at '))[1]).toBe(
      'Data Analyst at Bluestem Health | Omaha, NE',
    );
    expect(lines(dottedMonths)[2]).toBe('2020.03 – Present');
    expect(lines(yearsToNow)[2]).toBe('2020 – now');
    expect(endOnNextLine.apply(sample)).toContain('Omaha, NE\n2020 –\nPresent\n• Built');
    expect(lines(experienceHeading('Work History', true))[0]).toBe('WORK HISTORY');
    const spaced = { ...sample, text: sample.text.replace('EXPERIENCE', 'E X P E R I E N C E') };
    const spacedHeading = {
      ...spaced,
      headings: ['E X P E R I E N C E'],
      experienceHeading: 'E X P E R I E N C E',
    };
    expect(experienceHeading('Work History', false).apply(spacedHeading)).toContain(
      '\nW o r k   H i s t o r y\n',
    );
  });
});
