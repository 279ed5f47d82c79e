import type { MatchReport } from './match/match-report';
import type { ParsedResumeData, ResumeDocument } from './types';
import type { Check, Finding } from './checks/check-types';
import { buildContext } from './checks/build-context';
import { checkCatalog, measureWeights } from './checks/check-catalog';
import type { Speller } from './spelling/load-speller';

/** Changes whenever scoring changes, so stored results can be told apart. */
export const ENGINE_VERSION = '2026.11.6';

type MeasureName = keyof typeof measureWeights;

export interface ScoreResults {
  overall_score: number;
  breakdown: {
    impact: { score: number; checks: Check[] };
    brevity: { score: number; checks: Check[] };
    style: { score: number; checks: Check[] };
    skills: { score: number; checks: Check[]; hard_skills: string[]; soft_skills: string[] };
  };
  suggestions: string[];
  parsed: {
    name: string | null;
    email: string | null;
    phone: string | null;
    location: string | null;
    links: string[];
    sections: string[];
    experience: Array<{
      title: string;
      company: string;
      duration: string;
      bullets: string[];
      location: string;
      start: string;
      end: string;
      current: boolean;
      kind: string;
      source: { page: number; line: number } | null;
    }>;
    education: string[];
    skills: string[];
    unsure: Array<{ section: string; reason: string }>;
    sources: Partial<
      Record<'name' | 'email' | 'phone' | 'location', { page: number; line: number }>
    >;
  };
  /** Set when the resume was read from a scan by text recognition: pages and mean confidence. */
  ocr?: { pages: number; confidence: number };
  engine_version: string;
  /** The resume against a job, when one came with it (`analyzeResume`'s `job`). */
  match?: MatchReport;
}

const MAX_SUGGESTIONS = 10;

/** The suggestions: each failed check's advice, the costliest checks first, one round at a time. */
function rankSuggestions(
  findings: Array<Finding & { weight: number; measure: MeasureName }>,
): string[] {
  const ranked = findings
    .filter((f) => !f.passed && f.advice.length)
    .sort(
      (a, b) =>
        b.weight * measureWeights[b.measure] * (100 - b.score) -
        a.weight * measureWeights[a.measure] * (100 - a.score),
    );
  const out: string[] = [];
  for (
    let round = 0;
    out.length < MAX_SUGGESTIONS && ranked.some((f) => f.advice[round]);
    round += 1
  ) {
    for (const f of ranked)
      if (f.advice[round] && out.length < MAX_SUGGESTIONS) out.push(f.advice[round]!);
  }
  return [...new Set(out)];
}

/** Scores a parsed resume: every check of the catalog, the four measures, overall, suggestions. */
export function scoreResume(
  parsed: ParsedResumeData,
  doc: ResumeDocument,
  options: { speller?: Speller | null } = {},
): ScoreResults {
  const ctx = buildContext(doc, parsed, options.speller ?? null);
  const findings = checkCatalog.map((def) => ({
    id: def.id,
    label: def.label,
    weight: def.weight,
    measure: def.measure,
    ...def.run(ctx),
  }));
  const measure = (name: MeasureName) => {
    const mine = findings.filter((f) => f.measure === name);
    const total = mine.reduce((n, f) => n + f.weight, 0);
    const score = Math.round(mine.reduce((n, f) => n + f.score * f.weight, 0) / total);
    const checks: Check[] = mine.map(({ id, label, score: s, passed, message, evidence }) => ({
      id,
      label,
      score: s,
      passed,
      message,
      evidence,
    }));
    return { score, checks };
  };
  const impact = measure('impact');
  const brevity = measure('brevity');
  const style = measure('style');
  const skills = measure('skills');
  const overall = Math.round(
    impact.score * measureWeights.impact +
      brevity.score * measureWeights.brevity +
      style.score * measureWeights.style +
      skills.score * measureWeights.skills,
  );
  return {
    overall_score: overall,
    breakdown: {
      impact,
      brevity,
      style,
      skills: {
        ...skills,
        hard_skills: ctx.skills.filter((s) => s.kind !== 'soft').map((s) => s.name),
        soft_skills: ctx.skills.filter((s) => s.kind === 'soft').map((s) => s.name),
      },
    },
    suggestions: rankSuggestions(findings),
    parsed: {
      name: parsed.name,
      email: parsed.email,
      phone: parsed.phone,
      location: parsed.location,
      links: parsed.links,
      sections: parsed.sections.filter((s) => s.heading).map((s) => s.heading),
      experience: parsed.experience.map((e) => ({
        title: e.title,
        company: e.company,
        duration: e.duration,
        bullets: e.bullets,
        location: e.location,
        start: e.startDate,
        end: e.endDate,
        current: e.current,
        kind: e.kind,
        source: e.source,
      })),
      education: parsed.education,
      skills: parsed.skills,
      unsure: parsed.unsure,
      sources: parsed.sources,
    },
    ...(doc.ocr ? { ocr: { pages: doc.ocr.pages, confidence: doc.ocr.confidence } } : {}),
    engine_version: ENGINE_VERSION,
  };
}
