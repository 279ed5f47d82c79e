import type { AuditFinding, ResumeData } from '@resumerank/engine/generate/resume-data';
import { findFabrications } from '@resumerank/engine/generate/find-fabrications';
import { isSafeEdit } from '@resumerank/engine/generate/is-safe-edit';
import { findSkills } from '@resumerank/engine/skills/find-skills';

/** What a model proposes: the summary and each role's achievements, unchecked. */
export interface Rewrite {
  professional_summary?: unknown;
  experience?: Array<{ achievements?: unknown }>;
}

/**
 * Takes each rewritten line only if it states nothing the source resume does not and is a safe
 * edit of the line it replaces (a stronger opening, the past tense, filler out: the same
 * numbers, names and claims), so every line keeps its source and its place. A rejected line is
 * named in the audit's findings.
 *
 * It runs in the engine workers (the 'check-rewrite' job): finding skills and fabrications in
 * every line against the whole source resume is CPU work that would stall the event loop.
 */
export function applyTruthfully(
  data: ResumeData,
  proposal: Rewrite,
  sourceText: string,
): ResumeData {
  const known = new Set(findSkills(sourceText).map((s) => s.name));
  // No new numbers, employers or titles, and no skill the person never mentioned.
  const truthful = (summary: string, achievements: string[]) =>
    findFabrications(
      {
        professional_summary: summary,
        experience: [{ title: '', company: '', duration: '', achievements }],
        education: [],
        core_competencies: [],
      },
      sourceText,
    ).length === 0 &&
    findSkills([summary, ...achievements].join('\n')).every((s) => known.has(s.name));
  const rejected: AuditFinding[] = [];
  const take = (field: string, current: string, line: unknown, isSummary: boolean) => {
    if (typeof line !== 'string' || !line.trim() || line.trim() === current) return current;
    const text = line.trim();
    const ok = isSummary ? truthful(text, []) : truthful('', [text]);
    if (ok && isSafeEdit(current, text)) return text;
    rejected.push({
      code: 'reverted',
      field,
      message: `Kept the engine's line: the model's rewording "${text.slice(0, 200)}" changed what it says.`,
    });
    return current;
  };
  const summary = take(
    'professional_summary',
    data.professional_summary,
    proposal.professional_summary,
    true,
  );
  const experience = data.experience.map((role, i) => {
    const proposed = proposal.experience?.[i]?.achievements;
    if (!Array.isArray(proposed)) return role;
    return {
      ...role,
      achievements: role.achievements.map((original, j) =>
        take(`experience.${i}.achievements.${j}`, original, proposed[j], false),
      ),
    };
  });
  const findings = [...(data.audit?.findings ?? []), ...rejected];
  // The engine's notices stand: the model's rejected rewordings were never shown to anyone.
  const notices = data.audit?.notices;
  return {
    ...data,
    professional_summary: summary,
    experience,
    audit: { findings, ...(notices ? { notices } : {}) },
  };
}
