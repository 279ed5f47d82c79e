import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../src/analyze-resume';
import { renderText, type ResumeSpec } from './fixtures/resume-spec';
import { strongEngineer } from './fixtures/calibration-resumes';

async function score(spec: ResumeSpec) {
  return (await analyzeResume(new TextEncoder().encode(renderText(spec)))).results;
}

type Bullet = (bullet: string, index: number) => string;
function mapBullets(spec: ResumeSpec, f: Bullet): ResumeSpec {
  let i = 0;
  return {
    ...spec,
    roles: spec.roles.map((r) => ({ ...r, bullets: r.bullets.map((b) => f(b, i++)) })),
  };
}

const base = await score(strongEngineer);

describe('metamorphic: one change moves its measure and the overall score', () => {
  it('removing the numbers lowers impact', async () => {
    const changed = await score(
      mapBullets(strongEngineer, (b) => b.replace(/\$?\d[\d,.]*\s?(%|K|M|ms|x)?/g, 'some')),
    );
    expect(changed.breakdown.impact.score).toBeLessThan(base.breakdown.impact.score - 15);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
  });

  it("'Responsible for' openings lower impact", async () => {
    const changed = await score(
      mapBullets(
        strongEngineer,
        (b) => `Responsible for ${b.charAt(0).toLowerCase()}${b.slice(1)}`,
      ),
    );
    expect(changed.breakdown.impact.score).toBeLessThan(base.breakdown.impact.score - 15);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
    expect(changed.suggestions.join(' ')).toMatch(/responsible for/i);
  });

  it('adding pronouns lowers style', async () => {
    const changed = await score(
      mapBullets(strongEngineer, (b, i) => (i % 2 ? `${b}, which I owned myself` : b)),
    );
    expect(changed.breakdown.style.score).toBeLessThan(base.breakdown.style.score);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
    expect(
      Math.abs(changed.breakdown.skills.score - base.breakdown.skills.score),
    ).toBeLessThanOrEqual(5);
  });

  it('adding buzzwords lowers style', async () => {
    const changed = await score({
      ...strongEngineer,
      summary: `${strongEngineer.summary} A passionate, results-driven team player and self-starter who thinks outside the box.`,
    });
    expect(changed.breakdown.style.score).toBeLessThan(base.breakdown.style.score - 5);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
    expect(changed.breakdown.impact.score).toBe(base.breakdown.impact.score);
  });

  it('padding bullets lowers brevity', async () => {
    const padding =
      ' working very closely with many different stakeholders across several various teams in order to make sure that everything was really done in a way that was basically aligned with the overall goals';
    const changed = await score(mapBullets(strongEngineer, (b) => b + padding));
    expect(changed.breakdown.brevity.score).toBeLessThan(base.breakdown.brevity.score - 15);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
  });

  it('removing the skills section lowers skills', async () => {
    const { skills: _skills, ...rest } = strongEngineer;
    void _skills;
    const changed = await score(rest);
    expect(changed.breakdown.skills.score).toBeLessThan(base.breakdown.skills.score - 10);
    expect(changed.overall_score).toBeLessThan(base.overall_score);
    expect(changed.breakdown.impact.score).toBe(base.breakdown.impact.score);
  });

  it('gives the same results for the same bytes', async () => {
    expect(await score(strongEngineer)).toEqual(base);
  });
});

describe('spelling', () => {
  it('flags a misspelled word with a suggestion, and not names, skills or acronyms', async () => {
    const changed = await score(
      mapBullets(strongEngineer, (b, i) => (i === 0 ? b.replace('rebuild', 'rebiuld') : b)),
    );
    const check = changed.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!;
    expect(check.passed).toBe(false);
    expect(check.message).toContain('"rebiuld"');
    expect(changed.suggestions.join('\n')).toMatch(/did you mean "rebuild"/);
    expect(base.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!.passed).toBe(true);
  });

  it('accepts British spellings', async () => {
    const british =
      'Reorganised and analysed the colour-coded catalogue of behaviour data at 12 centres';
    const changed = await score(mapBullets(strongEngineer, (b, i) => (i === 0 ? british : b)));
    const check = changed.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!;
    expect(check.message).toBe('No spelling mistakes found.');
    const typo = await score(
      mapBullets(strongEngineer, (b, i) => (i === 0 ? british.replace('analysed', 'analsyed') : b)),
    );
    expect(typo.breakdown.impact.checks.find((c) => c.id === 'impact.spelling')!.passed).toBe(
      false,
    );
  });
});
