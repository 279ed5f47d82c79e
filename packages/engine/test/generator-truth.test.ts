import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { generateResume } from '../src/generate/generate-resume';
import { auditResume } from '../src/generate/audit-resume';
import { isSafeEdit } from '../src/generate/is-safe-edit';
import { safeRewrite } from '../src/generate/safe-rewrite';
import { yearsOfExperience } from '../src/generate/write-summary';
import type { ResumeData } from '../src/generate/resume-data';

// Two employers with a line each that would read well under the other: the generator must
// keep each where the person put it.
const RESUME = [
  'Priya Natarajan',
  'priya.n@example.com | (555) 201-3344 | Austin, TX',
  '',
  'EXPERIENCE',
  'Senior Data Analyst | Lakeside Health | Austin, TX',
  'Mar 2021 – Present',
  '- Built 14 Tableau dashboards used by 300 clinicians',
  '- Responsible for the weekly SQL data quality review',
  'Data Analyst | Orbit Freight | Dallas, TX',
  'Jun 2017 – Feb 2021',
  '- Cut monthly reporting time by 40% with Python automation',
  '- Manage a team of 3 interns',
  '',
  'EDUCATION',
  'B.S. Statistics | University of Texas at Austin | 2017',
  "Dean's List, GPA 3.8",
  '',
  'CERTIFICATIONS',
  'Tableau Desktop Specialist (2022)',
  // A page number the reader picks up with the text is not one of the person's lines.
  'Page 1 of 1',
  '',
  'SKILLS',
  'SQL, Python, Tableau, Excel',
].join('\n');

const JOB = `Data Analyst
Requirements
- SQL and Python
- Tableau dashboards
- Looker
- Driven, passionate self-starter`;

async function generated(text = RESUME, job = JOB) {
  const doc = await readDocument(new TextEncoder().encode(text));
  const parsed = parseResume(doc);
  const data = generateResume({
    jobDescription: job,
    resume: { parsed, text: doc.text },
    today: new Date('2026-06-01'),
  });
  return { doc, parsed, data };
}

describe('the generated resume keeps the whole, true experience', () => {
  it('keeps every role with its place and dates, and every achievement under it, in order', async () => {
    const { data } = await generated();
    expect(data.experience.map((r) => [r.title, r.company, r.location, r.start, r.end])).toEqual([
      ['Senior Data Analyst', 'Lakeside Health', 'Austin, TX', 'Mar 2021', 'Present'],
      ['Data Analyst', 'Orbit Freight', 'Dallas, TX', 'Jun 2017', 'Feb 2021'],
    ]);
    expect(data.experience.map((r) => r.achievements)).toEqual([
      [
        'Built 14 Tableau dashboards used by 300 clinicians',
        'Owned the weekly SQL data quality review',
      ],
      // The role has ended: its present tense becomes past; numbers stay as written.
      ['Cut monthly reporting time by 40% with Python automation', 'Managed a team of 3 interns'],
    ]);
  });

  it('keeps education as schools and the other sections as written', async () => {
    const { data } = await generated();
    expect(data.education_entries).toEqual([
      {
        degree: 'B.S. Statistics',
        school: 'University of Texas at Austin',
        location: '',
        dates: '2017',
        honours: ["Dean's List, GPA 3.8"],
        details: [],
      },
    ]);
    expect(data.sections).toEqual([
      { heading: 'CERTIFICATIONS', lines: ['Tableau Desktop Specialist (2022)'] },
    ]);
    expect(data.skills.slice(0, 4)).toEqual(['SQL', 'Python', 'Tableau', 'Excel']);
  });

  it('writes the summary from facts with sources, and never lists a trait or a skill the resume lacks', async () => {
    const { data } = await generated();
    // 2017 to now (2026) with no gap: 9 years; the skills are the job's the resume shows.
    const summary =
      /^Senior Data Analyst with 9 years of experience in (.+)\. Seeking a Data Analyst role\.$/.exec(
        data.professional_summary,
      );
    expect(summary).not.toBeNull();
    for (const skill of summary![1]!.split(/, | and /))
      expect(RESUME.toLowerCase()).toContain(skill.toLowerCase());
    const source = data.provenance!.find((p) => p.field === 'professional_summary')!;
    expect(source.rule).toBe('computed-years, job-title');
    expect(source.lines.length).toBeGreaterThanOrEqual(3);
    for (const list of [data.skills, data.core_competencies]) {
      expect(list).not.toContain('Driven');
      expect(list).not.toContain('Passion');
      expect(list).not.toContain('Looker');
    }
    expect(data.ats_analysis.missing_keywords).toContain('Looker');
  });

  it('names the job whatever its title holds, without counting the job’s numbers as the person’s', async () => {
    const title = 'Sr. Data Analyst, Level 3 <b>2026</b>';
    const { data } = await generated(RESUME, JOB.replace('Data Analyst', title));
    expect(data.professional_summary.endsWith(`Seeking a ${title} role.`)).toBe(true);
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });

  it('keeps the person’s own summary, filler trimmed', async () => {
    const withSummary = RESUME.replace(
      'EXPERIENCE',
      'SUMMARY\nAnalyst who very successfully turns clinical data into decisions.\n\nEXPERIENCE',
    );
    const { data } = await generated(withSummary);
    expect(data.professional_summary).toBe(
      'Analyst who turns clinical data into decisions. Seeking a Data Analyst role.',
    );
    const { doc } = await generated(withSummary);
    const line = doc.text.split('\n').findIndex((l) => l.startsWith('Analyst who')) + 1;
    expect(data.provenance!.find((p) => p.field === 'professional_summary')!.lines).toEqual([line]);
  });

  it('traces every line to its source lines, each achievement inside its own role', async () => {
    const { data, doc } = await generated();
    const lines = doc.text.split('\n');
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    const byField = new Map(data.provenance!.map((p) => [p.field, p]));
    expect(byField.get('experience.1.achievements.0')!.lines).toEqual([
      lineOf('Cut monthly reporting time'),
    ]);
    expect(byField.get('experience.1')!.lines).toEqual([
      lineOf('Data Analyst | Orbit'),
      lineOf('Jun 2017'),
    ]);
    expect(byField.get('experience.0.achievements.1')!.lines).toEqual([lineOf('Responsible for')]);
    expect(byField.get('personal_info.email')!.lines).toEqual([lineOf('priya.n@')]);
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });
});

describe('the truth audit', () => {
  const audit = async (change: (data: ResumeData) => void) => {
    const { data, doc, parsed } = await generated();
    change(data);
    return auditResume(data, data.provenance!, {
      text: doc.text,
      roles: parsed.experience.map((e) => e.bullets),
    }).map((f) => `${f.code} ${f.field}`);
  };

  it('passes the generated resume as it is', async () => {
    expect(await audit(() => {})).toEqual([]);
  });

  it('finds an achievement moved under another employer', async () => {
    const findings = await audit((data) => {
      const moved = data.experience[1]!.achievements.shift()!;
      data.experience[0]!.achievements.push(moved);
      const record = data.provenance!.find((p) => p.field === 'experience.1.achievements.0')!;
      data.provenance!.push({ ...record, field: 'experience.0.achievements.2' });
    });
    expect(findings).toContain('moved experience.0.achievements.2');
    expect(findings).toContain('dropped experience.1');
  });

  it('finds a dropped role, a new number, an unsafe rewording and an unsourced line', async () => {
    expect(await audit((data) => void data.experience.pop())).toContain('dropped experience');
    const findings = await audit((data) => {
      data.experience[0]!.achievements[0] = 'Built 20 Tableau dashboards used by 300 clinicians';
      data.experience[1]!.achievements[1] = 'Managed a world-class team of 3 interns';
      data.core_competencies.push('Kubernetes');
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        'new-number experience.0.achievements.0',
        'unsourced experience.0.achievements.0',
        'unsourced experience.1.achievements.1',
        `unsourced core_competencies.${(await generated()).data.core_competencies.length}`,
      ]),
    );
  });
});

describe('safe edits', () => {
  it('allow a stronger opening, the past tense and trimmed filler, and nothing else', () => {
    expect(safeRewrite('Responsible for managing payroll for 40 staff', true)).toBe(
      'Managed payroll for 40 staff',
    );
    expect(safeRewrite('successfully lead a team of 4 in order to ship', true)).toBe(
      'Led a team of 4 to ship',
    );
    // 'Lead' followed by a noun is a title, not a verb: left alone.
    expect(safeRewrite('Lead developer on the billing rewrite', true)).toBe(
      'Lead developer on the billing rewrite',
    );
    expect(isSafeEdit('Cut costs by 10% for 3 clients', 'Cut costs by 10%')).toBe(false);
    expect(isSafeEdit('Built an API', 'Built a scalable API')).toBe(false);
    expect(isSafeEdit('Helped the team ship v2', 'Supported the team ship v2')).toBe(true);
  });

  it('count years of work once, gaps left out', () => {
    const role = (startDate: string, endDate: string, current = false) =>
      ({ kind: 'work', startDate, endDate, current }) as Parameters<typeof yearsOfExperience>[0][0];
    const today = new Date('2026-06-01');
    expect(yearsOfExperience([role('2010', '2012'), role('2015', '2020')], today)).toBe(7);
    expect(yearsOfExperience([role('2019', 'Present', true), role('2018', '2021')], today)).toBe(8);
    expect(yearsOfExperience([role('2024', '2024')], today)).toBeNull();
  });
});
