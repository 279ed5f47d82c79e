import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../src/analyze-resume';
import { renderText, type ResumeSpec } from './fixtures/resume-spec';
import * as resumes from './fixtures/calibration-resumes';

async function score(spec: ResumeSpec) {
  const { results } = await analyzeResume(new TextEncoder().encode(renderText(spec)));
  return results;
}

describe('calibration: resumes at three levels keep their order', () => {
  it.each([
    ['engineer', resumes.strongEngineer, resumes.averageEngineer, resumes.weakEngineer],
    ['accountant', resumes.strongAccountant, resumes.averageAccountant, resumes.weakAccountant],
    ['nurse', resumes.strongNurse, resumes.averageNurse, resumes.weakNurse],
    [
      'site supervisor',
      resumes.strongSiteSupervisor,
      resumes.averageSiteSupervisor,
      resumes.weakSiteSupervisor,
    ],
  ] as const)('%s', async (_profession, strong, average, weak) => {
    const s = await score(strong);
    expect(s.overall_score).toBeGreaterThanOrEqual(80);
    if (average) {
      const a = await score(average);
      expect(a.overall_score).toBeLessThan(s.overall_score - 10);
      if (weak) expect((await score(weak)).overall_score).toBeLessThan(a.overall_score - 10);
    }
    if (weak) expect((await score(weak)).overall_score).toBeLessThanOrEqual(50);
  });

  it('prints the calibration scores', async () => {
    const table = [];
    for (const [name, spec] of Object.entries(resumes)) {
      const r = await score(spec);
      table.push(
        `${name}: ${r.overall_score} (impact ${r.breakdown.impact.score}, brevity ${r.breakdown.brevity.score}, style ${r.breakdown.style.score}, skills ${r.breakdown.skills.score})`,
      );
    }
    console.log(table.join('\n'));
    expect(table).toHaveLength(Object.keys(resumes).length);
  });
});
