import { findSkillMentions } from '../skills/find-skills';
import { GENERIC_ABILITIES } from '../data/trait-words';
import type { JobAnalysis, JobKeyword } from './analyze-job';

/** How many soft skills the keyword panel shows: the ones the job stresses most. */
const SHOWN = 4;

/** A soft skill the job asks for, and the resume's line that shows it (null when none does). */
export interface JobSoftSkill {
  skill: string;
  evidence: string | null;
}

/**
 * Whether a job keyword is one an ATS search is built on (a skill, tool, certification, degree
 * or domain term) rather than an ability or trait ('Efficiency', 'Initiative', 'Writing').
 */
export function isSearchKeyword(keyword: Pick<JobKeyword, 'term' | 'kind'>): boolean {
  return keyword.kind !== 'soft' && !GENERIC_ABILITIES.has(keyword.term);
}

/**
 * The soft skills and traits the job stresses most, each once, with the first line of the resume
 * that shows it in any of its forms ('led' for Leadership), so the person sees how their resume
 * shows it rather than a button to claim it.
 */
export function jobSoftSkills(job: JobAnalysis, resumeText: string): JobSoftSkill[] {
  const asked = job.keywords.filter((k) => !isSearchKeyword(k)).slice(0, SHOWN);
  if (!asked.length) return [];
  const lines = resumeText.split('\n').filter((l) => l.trim());
  const wanted = new Set(asked.map((k) => k.term));
  const evidence = new Map<string, string>();
  for (const line of lines) {
    for (const m of findSkillMentions(line)) {
      if (wanted.has(m.entry.name) && !evidence.has(m.entry.name))
        evidence.set(m.entry.name, line.trim());
    }
    if (evidence.size === wanted.size) break;
  }
  return asked.map((k) => ({ skill: k.term, evidence: evidence.get(k.term) ?? null }));
}
