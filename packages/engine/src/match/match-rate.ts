import {
  FOUND_CREDIT,
  IMPORTANCE_WEIGHT,
  LISTED_ONLY,
  MATCH_WEIGHTS,
  RATE_SCALE,
  type MatchPart,
} from '../data/match-weights';
import type { FieldBasis } from './field-overlap';
import type { MatchedSkill } from './match-report';

/** What the rate is computed from; the edits change one thing in it and compute it again. */
export interface MatchState {
  /** `inRole`: the line that shows it is under a role, not only in a list. */
  skills: Array<MatchedSkill & { weight: number; inRole?: boolean }>;
  /** 0..1, or null when the job names no title. */
  title: number | null;
  /** 0..1, or null when the job asks for neither years nor a level. */
  experience: number | null;
  /** 0..1, or null when the job asks for no degree. */
  education: number | null;
  /** 0..1: skills in the job's categories; null when the job names no hard skill or tool. */
  field: number | null;
  /**
   * 0..1: how close the resume's roles come to the job's occupation (occupation-fit.ts); null
   * when the taxonomy knows the job's title or none of the roles, and the rate does without it.
   */
  occupation: number | null;
  /** What `field` is made of, so that an edit adding a skill counts its category too. */
  fieldBasis?: FieldBasis | null;
  /** Names of the job's skills its title holds: naming the title in a headline shows them. */
  titleSkills?: string[];
  /** True when no role title names a known occupation, so a headline title sets it. */
  occupationFromHeadline?: boolean;
}

/**
 * A skill's weight: how the job asks for it, one more half for each further mention, and a
 * little more when the posting names it in its first third (postings lead with what matters).
 */
export function skillWeight(skill: {
  importance: keyof typeof IMPORTANCE_WEIGHT;
  mentions: number;
  firstSeen: number;
}): number {
  const early = skill.firstSeen < 1 / 3 ? 0.5 : 0;
  return IMPORTANCE_WEIGHT[skill.importance] + 0.5 * (skill.mentions - 1) + early;
}

const PART_OF_KIND: Record<MatchedSkill['kind'], MatchPart> = {
  hard: 'hard_skills',
  tool: 'tools',
  soft: 'soft_skills',
  certification: 'certifications',
};

/** Each part's score (0..1, null when the job does not ask for it) and the rate out of 100. */
export function matchRate(state: MatchState): {
  rate: number;
  parts: Record<MatchPart, number | null>;
} {
  const parts: Record<MatchPart, number | null> = {
    hard_skills: null,
    tools: null,
    soft_skills: null,
    title: state.title,
    experience: state.experience,
    education: state.education,
    certifications: null,
    field: state.field,
  };
  for (const part of new Set(Object.values(PART_OF_KIND))) {
    const kinds = (Object.keys(PART_OF_KIND) as Array<MatchedSkill['kind']>).filter(
      (kind) => PART_OF_KIND[kind] === part,
    );
    parts[part] = skillCoverage(state, kinds);
  }
  // Years and degrees asked are years and degrees in the job's field: an accountant's five
  // years do not meet a developer job's five. The resume's relevance (its title, its field or
  // its hard skills and tools, whichever is closest to the job) scales what they count.
  const relevance = Math.max(
    state.occupation ?? 0,
    state.title ?? 0,
    state.field ?? 0,
    skillCoverage(state, ['hard', 'tool']) ?? 0,
  );
  if (parts.experience !== null) parts.experience *= relevance;
  if (parts.education !== null) parts.education *= relevance;
  let weight = 0;
  let sum = 0;
  for (const [part, score] of Object.entries(parts) as Array<[MatchPart, number | null]>) {
    if (score === null) continue;
    weight += MATCH_WEIGHTS[part];
    sum += MATCH_WEIGHTS[part] * score;
  }
  const quality = weight ? sum / weight : 0;
  return { rate: Math.round(calibrated(quality, state.occupation)), parts };
}

/**
 * The rate on the stated scale (README, 'Match report'): the occupation sets the band and the
 * parts move the rate within it. One family starts at 55 and a person who shows the job's
 * skills reaches 70 or more; a related field sits between; an unrelated one stays at or below
 * 25 whatever words it shares with the posting. Without a known occupation, the parts alone.
 */
export function calibrated(quality: number, occupation: number | null): number {
  if (occupation === null) return quality * 100;
  const { base, span } = RATE_SCALE;
  const rate =
    100 * (base * occupation + (span.far + (span.near - span.far) * occupation) * quality);
  return occupation === 0 ? Math.min(rate, RATE_SCALE.farCap) : rate;
}

/** The weighted share of the job's skills of these kinds the resume shows; null if none asked. */
function skillCoverage(state: MatchState, kinds: Array<MatchedSkill['kind']>): number | null {
  const skills = state.skills.filter((s) => kinds.includes(s.kind));
  const total = skills.reduce((n, s) => n + s.weight, 0);
  if (total === 0) return null;
  return (
    skills.reduce(
      (n, s) => n + (s.how ? s.weight * FOUND_CREDIT[s.how] * (s.inRole ? 1 : LISTED_ONLY) : 0),
      0,
    ) / total
  );
}
