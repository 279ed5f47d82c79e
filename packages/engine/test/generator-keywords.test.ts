import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { generateResume } from '../src/generate/generate-resume';
import { isSearchKeyword } from '../src/generate/job-soft-skills';

// The words issue 24 found listed as missing skills, each with an "I have this skill" button.
const TRAITS = ['Efficiency', 'Writing', 'Innovation', 'Creativity', 'Initiative', 'Organization'];

const JOB = `Machine Learning Engineer
Requirements
- Python and PyTorch
- Kubernetes and Docker
- AWS Certified Machine Learning
- Strong communication and writing skills
- Efficiency, creativity, innovation, initiative and organization
- A proactive, efficient, organized self-starter`;

const RESUME = `Dana Whitfield
dana@example.com | (555) 410-2231

EXPERIENCE
Machine Learning Engineer | OpenAI | San Francisco, CA
2021 – Present
- Trained ranking models with PyTorch and Python
- Presented results to 3 product teams, communicating trade-offs clearly

SKILLS
Python, PyTorch, SQL`;

async function generated() {
  const doc = await readDocument(new TextEncoder().encode(RESUME));
  return generateResume({
    jobDescription: JOB,
    resume: { parsed: parseResume(doc), text: doc.text, lines: doc.lines },
    today: new Date('2026-06-01'),
  });
}

describe('keywords the job asks for', () => {
  it('lists skills, tools and certifications, never a trait word', async () => {
    const { ats_analysis: a } = await generated();
    expect(a.extracted_keywords).toEqual(
      expect.arrayContaining(['Python', 'PyTorch', 'Kubernetes']),
    );
    for (const list of [a.extracted_keywords, a.matched_keywords, a.missing_keywords])
      for (const trait of [...TRAITS, 'Communication']) expect(list).not.toContain(trait);
    expect(a.missing_keywords).toContain('Kubernetes');
  });

  it('shows each trait the job stresses once, as a soft skill, with how the resume shows it', async () => {
    const soft = (await generated()).ats_analysis.soft_skills!;
    const names = soft.map((s) => s.skill);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(4);
    for (const name of names) expect(isSearchKeyword({ term: name, kind: 'soft' })).toBe(false);
    const communication = soft.find((s) => s.skill === 'Communication');
    if (communication) expect(communication.evidence).toMatch(/communicating trade-offs/);
  });
});
