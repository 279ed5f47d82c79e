import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { isSearchKeyword } from '../src/generate/job-soft-skills';
import { analyzeJob } from '../src/generate/analyze-job';
import { atsScore } from '../src/generate/ats-score';
import { generateResume } from '../src/generate/generate-resume';
import { competencyName } from '../src/generate/choose-skills';
import { strengthenBullet } from '../src/generate/safe-rewrite';
import { findFabrications } from '../src/generate/find-fabrications';
import { renderResumePdf, resumePdfFilename } from '../src/render/render-resume-pdf';
import { renderResumeDocx } from '../src/render/render-resume-docx';
import { renderText } from './fixtures/resume-spec';
import * as resumes from './fixtures/calibration-resumes';
import { jobs } from './fixtures/jobs';

async function source(spec: (typeof resumes)[keyof typeof resumes]) {
  const doc = await readDocument(new TextEncoder().encode(renderText(spec)));
  return { doc, parsed: parseResume(doc) };
}

describe('job description analysis', () => {
  it('finds the title, seniority and ranked keywords, required above preferred, without boilerplate', () => {
    const job = analyzeJob(jobs.backend);
    expect(job.title).toBe('Senior Backend Engineer');
    expect(job.seniority).toBe('senior');
    const terms = job.keywords.map((k) => k.term);
    const lastRequired = Math.max(...job.keywords.map((k, i) => (k.required ? i : -1)));
    const firstPreferred = job.keywords.findIndex((k) => !k.required);
    expect(lastRequired).toBeLessThan(firstPreferred);
    expect(terms).toEqual(
      expect.arrayContaining(['Python', 'PostgreSQL', 'Apache Kafka', 'Docker', 'Kubernetes']),
    );
    expect(job.keywords.find((k) => k.term === 'Python')!.required).toBe(true);
    expect(job.keywords.find((k) => k.term === 'Terraform')!.required).toBe(false);
    expect(terms).toContain("Bachelor's degree");
    expect(terms).not.toContain('Health insurance');
  });
});

describe('generation from the person’s own resume', () => {
  const pairs = Object.entries(resumes).flatMap(([name, spec]) =>
    Object.entries(jobs).map(([job, text]) => ({ name, job, spec, text })),
  );

  it.each(pairs)(
    '$name for $job: nothing fabricated, ATS higher unless nothing true is left to add, the PDF reads back',
    async ({ spec, text }) => {
      const { doc, parsed } = await source(spec);
      const data = generateResume({ jobDescription: text, resume: { parsed, text: doc.text } });
      expect(findFabrications(data, doc.text)).toEqual([]);
      const original = atsScore(analyzeJob(text), doc.text, parsed);
      const keywords = (checks: Array<{ id: string; score: number }>) =>
        checks.find((c) => c.id === 'ats.keywords')!.score;
      // A small gain can vanish in the rounding of the overall score; the coverage shows it.
      const improved =
        data.ats_validation.ats_score > original.ats_score ||
        keywords(data.ats_validation.checks) > keywords(original.checks);
      expect(data.ats_validation.ats_score).toBeGreaterThanOrEqual(original.ats_score);
      if (!improved) {
        // Equal only when the original already had everything a truthful rewrite could add:
        // every searchability check passed in full, every keyword it shows in the job's own
        // words, and the same keywords missing (ones the person shows no evidence for).
        expect(original.checks.filter((c) => c.id !== 'ats.keywords' && c.score < 100)).toEqual([]);
        expect(original.checks[0]!.message).not.toContain('only by another name');
        // (The lists leave abilities and traits to the soft skills.)
        const search = new Set(
          analyzeJob(text)
            .keywords.filter(isSearchKeyword)
            .map((k) => k.term),
        );
        expect(data.ats_analysis.missing_keywords).toEqual(
          original.missing_keywords.filter((k) => search.has(k)),
        );
      }
      const pdf = await readDocument(await renderResumePdf(data));
      const back = parseResume(pdf);
      expect(back.name).toBe(spec.name);
      expect(back.email).toBe(parsed.email);
      expect(back.experience.map((e) => e.company)).toEqual(
        parsed.experience.map((e) => e.company),
      );
      const docx = await readDocument(await renderResumeDocx(data));
      expect(docx.format).toBe('docx');
      const fromDocx = parseResume(docx);
      expect([fromDocx.name, fromDocx.email, fromDocx.phone]).toEqual([
        back.name,
        back.email,
        back.phone,
      ]);
      expect(fromDocx.experience.map((e) => e.company)).toEqual(
        parsed.experience.map((e) => e.company),
      );
    },
  );

  it('raises the ATS score where the original misses what it can truthfully fix', async () => {
    const { doc, parsed } = await source(resumes.averageEngineer);
    const before = atsScore(analyzeJob(jobs.backend), doc.text, parsed).ats_score;
    const data = generateResume({
      jobDescription: jobs.backend,
      resume: { parsed, text: doc.text },
    });
    expect(data.ats_validation.ats_score).toBeGreaterThan(before);
  });

  it('keeps the bullets in the person’s order, with stronger openings and the same numbers', async () => {
    const { doc, parsed } = await source(resumes.averageEngineer);
    const data = generateResume({
      jobDescription: jobs.frontend,
      resume: { parsed, text: doc.text },
    });
    expect(data.experience.map((r) => r.achievements.length)).toEqual(
      parsed.experience.map((e) => e.bullets.length),
    );
    data.experience.forEach((role, i) =>
      role.achievements.forEach((a, j) =>
        expect(a.split(/\s+/).slice(-2)).toEqual(
          parsed.experience[i]!.bullets[j]!.trim().split(/\s+/).slice(-2),
        ),
      ),
    );
    expect(strengthenBullet('responsible for the payroll of 40 staff')).toBe(
      'Owned the payroll of 40 staff',
    );
    expect(strengthenBullet('Helped the team maintain the website')).toBe(
      'Supported the team maintain the website',
    );
    expect(data.ats_analysis.missing_keywords).toContain('TypeScript');
    expect(data.core_competencies).not.toContain('TypeScript');
  });

  it('catches a fabricated employer, date or number', () => {
    const text = 'Ana Ruiz\nAnalyst | Acme Corp\n2019 – 2021\n- Cut costs by 10%';
    const base = { professional_summary: '', core_competencies: [], education: [] };
    expect(
      findFabrications(
        {
          ...base,
          experience: [
            {
              title: 'Analyst',
              company: 'Acme Corp',
              duration: '2019 – 2021',
              achievements: ['Cut costs by 10%'],
            },
          ],
        },
        text,
      ),
    ).toEqual([]);
    expect(
      findFabrications(
        {
          ...base,
          experience: [
            {
              title: 'Director',
              company: 'Globex',
              duration: '2018 – 2021',
              achievements: ['Cut costs by 25%'],
            },
          ],
        },
        text,
      ),
    ).toHaveLength(4);
  });
});

describe('the job’s own wording', () => {
  const job = [
    'Data Engineer',
    'Requirements:',
    '- 3+ years with Postgres and Python',
    '- Experience with Airflow',
  ].join('\n');
  const resume = [
    'Sam Rivera',
    'sam.rivera@example.com | (555) 010-2030',
    'EXPERIENCE',
    'Data Engineer, Northwind Analytics',
    'Jan 2020 – Present',
    '- Built PostgreSQL pipelines in Python serving 40 analysts',
    'EDUCATION',
    'BSc Computer Science, State University, 2019',
    'SKILLS',
    'PostgreSQL, Python',
  ].join('\n');

  it('counts a synonym most of the way, and the rewrite uses the job’s word', async () => {
    const analysis = analyzeJob(job);
    expect(analysis.keywords.find((k) => k.term === 'PostgreSQL')!.phrase).toBe('Postgres');
    const doc = await readDocument(new TextEncoder().encode(resume));
    const parsed = parseResume(doc);
    const before = atsScore(analysis, doc.text, parsed);
    expect(before.matched_keywords).toContain('PostgreSQL');
    expect(before.checks[0]!.message).toContain('only by another name');
    expect(before.checks[0]!.evidence).toContain('Postgres');

    const data = generateResume({ jobDescription: job, resume: { parsed, text: doc.text } });
    expect(data.core_competencies).toContain('Postgres');
    expect(data.core_competencies).not.toContain('PostgreSQL');
    expect(data.ats_validation.checks[0]!.message).not.toContain('only by another name');
    expect(data.ats_validation.ats_score).toBeGreaterThan(before.ats_score);
    expect(data.ats_analysis.missing_keywords).toEqual(['Apache Airflow']);
  });
});

describe('competency names', () => {
  it('use the job’s wording for a skill, never a job title or a verb phrase', () => {
    expect(competencyName({ term: 'PostgreSQL', phrase: 'Postgres' })).toBe('Postgres');
    expect(competencyName({ term: 'Code review', phrase: 'code reviews' })).toBe('code reviews');
    expect(competencyName({ term: 'Data analysis', phrase: 'data analyst' })).toBe('Data analysis');
    expect(competencyName({ term: 'Data analysis', phrase: 'analyzing data' })).toBe(
      'Data analysis',
    );
    expect(competencyName({ term: 'Machine learning', phrase: 'machine learning' })).toBe(
      'machine learning',
    );
  });
});

describe('the PDF', () => {
  it('is named after the person', () => {
    expect(resumePdfFilename('Maya Chen')).toBe('Maya_Chen_ATS_Resume.pdf');
    expect(resumePdfFilename('[Your Name]')).toBe('Resume_ATS_Resume.pdf');
  });
});
