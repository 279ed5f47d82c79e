import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { matchResume } from '../src/match/match-resume';
import { yearsAsked } from '../src/match/years-asked';
import { stemWord } from '../src/match/stem-word';

const TODAY = new Date('2026-11-25T00:00:00Z');

/** A plain-text resume the tests write themselves, with the roles and skills each case needs. */
function resume(options: { skills: string; bullets: string[]; title?: string; degree?: string }) {
  return [
    'Morgan Ellis',
    'morgan.ellis@example.com | (555) 410-2290 | Denver, CO',
    '',
    'EXPERIENCE',
    `${options.title ?? 'Software Engineer'} | Ridgeway Systems | Denver, CO`,
    'Jan 2019 – Present',
    ...options.bullets.map((b) => `- ${b}`),
    '',
    'EDUCATION',
    `${options.degree ?? 'B.S. Computer Science'} | Colorado State University | 2018`,
    '',
    'SKILLS',
    options.skills,
  ].join('\n');
}

async function match(job: string, text: string) {
  const document = await readDocument(new TextEncoder().encode(text));
  return matchResume({
    jobDescription: job,
    document,
    parsed: parseResume(document),
    today: TODAY,
  });
}

const JOB = [
  'Senior Software Engineer',
  '',
  'Requirements',
  '- 5+ years of experience building web services',
  '- JavaScript and Kubernetes in production',
  '- Leadership of small teams',
  "- Bachelor's degree in Computer Science",
  '',
  'Nice to have',
  '- Terraform',
].join('\n');

describe('the match report', () => {
  it('counts a skill the resume names by a synonym, and quotes the line that shows it', async () => {
    const report = await match(
      JOB,
      resume({ skills: 'JS, k8s, Terraform', bullets: ['Led a team of 4 engineers on the API'] }),
    );
    const js = report.skills.find((s) => s.name === 'JavaScript')!;
    expect(js).toMatchObject({ found: true, how: 'synonym', resume_wording: 'JS' });
    expect(js.line).toBe('JS, k8s, Terraform');
    expect(js.section).toBe('SKILLS');
    expect(report.skills.find((s) => s.name === 'Kubernetes')).toMatchObject({
      found: true,
      how: 'synonym',
    });
    // 'Led' is a form of leadership.
    expect(report.skills.find((s) => s.name === 'Leadership')).toMatchObject({
      found: true,
      how: 'stem',
      resume_wording: 'Led',
      line: 'Led a team of 4 engineers on the API',
    });
  });

  it('weighs a nice-to-have skill less than a required one', async () => {
    const required = await match(JOB, resume({ skills: 'JavaScript', bullets: ['Wrote APIs'] }));
    const preferred = await match(JOB, resume({ skills: 'Terraform', bullets: ['Wrote APIs'] }));
    expect(required.skills.find((s) => s.name === 'JavaScript')!.importance).toBe('required');
    expect(preferred.skills.find((s) => s.name === 'Terraform')!.importance).toBe('preferred');
    expect(required.match_rate).toBeGreaterThan(preferred.match_rate);
    // Most important first: every required skill is listed before the nice-to-have.
    const order = required.skills.map((s) => s.importance);
    expect(order.lastIndexOf('required')).toBeLessThan(order.indexOf('preferred'));
  });

  it('scores the job words higher than a synonym, and a synonym higher than nothing', async () => {
    const exact = await match(JOB, resume({ skills: 'JavaScript', bullets: ['Wrote APIs'] }));
    const synonym = await match(JOB, resume({ skills: 'JS', bullets: ['Wrote APIs'] }));
    const none = await match(JOB, resume({ skills: 'Excel', bullets: ['Wrote APIs'] }));
    expect(exact.match_rate).toBeGreaterThan(synonym.match_rate);
    expect(synonym.match_rate).toBeGreaterThan(none.match_rate);
  });

  it('compares years, level and degree asked with what the resume shows', async () => {
    const report = await match(
      JOB,
      resume({ skills: 'JavaScript', bullets: ['Wrote APIs'], degree: 'M.S. Computer Science' }),
    );
    expect(report.experience).toMatchObject({
      years_asked: 5,
      years_shown: 7,
      seniority_asked: 'senior',
    });
    expect(report.education).toEqual({
      asked: "Bachelor's degree",
      shown: "Master's degree",
      met: true,
    });
    // The level is compared on its own: the role matches, the level is one step short.
    expect(report.title).toMatchObject({
      job_title: 'Senior Software Engineer',
      resume_title: 'Software Engineer',
      matched: true,
    });
    expect(report.experience).toMatchObject({ seniority_shown: null, met: false });
  });

  it('suggests adding a missing skill only with "only if true", and wording fixes without', async () => {
    const sparse = await match(JOB, resume({ skills: 'JS', bullets: ['Wrote APIs'] }));
    const close = await match(
      JOB,
      resume({
        skills: 'JS, Kubernetes, Terraform',
        bullets: ['Led a team of 4 building web services'],
      }),
    );
    for (const report of [sparse, close]) {
      expect(report.edits.length).toBeGreaterThan(0);
      expect(report.edits.length).toBeLessThanOrEqual(5);
      for (const edit of report.edits) {
        expect(edit.gain).toBeGreaterThan(0);
        const claimsNew = /^(Add|List|Show|Name)/.test(edit.action);
        expect(edit.only_if_true).toBe(claimsNew);
        if (claimsNew) expect(edit.action).toContain('only if true');
      }
      const gains = report.edits.map((e) => e.gain);
      expect(gains).toEqual([...gains].sort((a, b) => b - a));
    }
    const kubernetes = sparse.edits.find((e) => e.action.startsWith('Add "Kubernetes"'));
    expect(kubernetes?.where).toContain('SKILLS');
    const wording = close.edits.find((e) => e.action.startsWith('Write "JavaScript"'));
    expect(wording).toMatchObject({ only_if_true: false, where: 'SKILLS' });
    expect(wording?.action).toContain('"JS"');
  });

  it('ranks a resume of the job field above one of another field', async () => {
    const engineer = await match(
      JOB,
      resume({ skills: 'Python, Docker, AWS', bullets: ['Built services on AWS'] }),
    );
    const accountant = await match(
      JOB,
      resume({
        title: 'Staff Accountant',
        skills: 'Accounts payable, Reconciliation, QuickBooks',
        bullets: ['Closed the books each month'],
        degree: 'B.S. Accounting',
      }),
    );
    expect(engineer.match_rate).toBeGreaterThan(accountant.match_rate);
    expect(accountant.parts.field).toBe(0);
  });
});

describe('the asks of a job', () => {
  it('looks for a tool, not the shorter name inside it, and reads a degree written B.A.', async () => {
    const job = ['Data Analyst', 'Requirements', '- Power BI and SQL', "- Bachelor's degree"];
    const report = await match(
      job.join('\n'),
      resume({ skills: 'SQL', bullets: ['Wrote reports'], degree: 'B.A. Economics' }),
    );
    expect(report.skills.map((s) => s.name)).toContain('Power BI');
    expect(report.skills.map((s) => s.job_wording)).not.toContain('BI');
    expect(report.education).toEqual({
      asked: "Bachelor's degree",
      shown: "Bachelor's degree",
      met: true,
    });
  });
});

describe('the helpers of the match report', () => {
  it('reads the years a job asks for', () => {
    expect(yearsAsked('You have 3-5 years of experience with SQL')).toBe(3);
    expect(yearsAsked('At least 2 years’ experience in retail')).toBe(2);
    expect(yearsAsked('Minimum of 4 years in a similar role')).toBe(4);
    expect(yearsAsked('Founded 25 years ago, we build software')).toBeNull();
  });

  it('gives forms of one word one stem', () => {
    expect(stemWord('mentored')).toBe(stemWord('Mentoring'));
    expect(stemWord('led')).toBe(stemWord('Leadership'));
    expect(stemWord('collaborated')).toBe(stemWord('collaboration'));
    expect(stemWord('market')).not.toBe(stemWord('mentor'));
  });
});
