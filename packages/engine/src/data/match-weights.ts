// How the match rate is made up. Each part counts only when the job asks for it; the weights of
// the parts that apply are scaled to 100. Hard skills and tools are what an ATS search filters
// on, so they weigh most; soft skills are asked for loosely and weigh least.

/** The parts of a match, each scored 0..1. */
export type MatchPart =
  | 'hard_skills'
  | 'tools'
  | 'soft_skills'
  | 'title'
  | 'experience'
  | 'education'
  | 'certifications'
  | 'field';

/** Weight of each part in the match rate. */
export const MATCH_WEIGHTS: Record<MatchPart, number> = {
  hard_skills: 30,
  tools: 17,
  soft_skills: 6,
  title: 12,
  experience: 10,
  education: 5,
  certifications: 5,
  /** Skills in the job's categories (frontend, accounting...), if not the very ones it names. */
  field: 15,
};

/**
 * The calibrated scale (match-rate.ts `calibrated`): rate = 100 × (base × occupation + span ×
 * parts), span growing from `far` to `near` with the occupation's closeness, and an unrelated
 * field held at `farCap`. Set on the ranking set's tuned part (eval/ranking) so that a person of
 * the job's family who shows its required skills scores 70 or more, a related field lands in
 * between and an unrelated field at most 25.
 */
export const RATE_SCALE = {
  base: 0.6,
  span: { far: 0.25, near: 0.4 },
  farCap: 25,
  /**
   * The closeness of a resume none of whose titles the taxonomy knows, for a job whose title it
   * knows: between far and related, so its skills can place it but not as high as a known fit.
   */
  unknown: 0.3,
} as const;

/** The bands of the scale, by the lowest rate of each. */
export const MATCH_BANDS = [
  { band: 'Strong fit', from: 70 },
  { band: 'Partial fit', from: 26 },
  { band: 'Different field', from: 0 },
] as const;

/** Credit for a skill found by how the resume shows it. */
export const FOUND_CREDIT = {
  /** In the job's own words. */
  exact: 1,
  /** Under another name the taxonomy knows (JS for JavaScript, k8s for Kubernetes). */
  synonym: 0.85,
  /** Another form of the word (led for leadership, mentored for mentoring). */
  stem: 0.75,
} as const;

/**
 * Share of a skill's credit when the resume only lists it (a skills section, a summary) and no
 * line under a role shows it: a skill used in a dated role is shown, one listed is claimed.
 */
export const LISTED_ONLY = 0.8;

/** Weight of a skill by how the job asks for it (the job's own count of mentions adds to it). */
export const IMPORTANCE_WEIGHT = { required: 3, mentioned: 1.5, preferred: 1 } as const;

/**
 * Credit for the job's title named only in the summary or headline ('Data analyst with six
 * years...'), not held as a role: a claim counts a little less than a role.
 */
export const TITLE_IN_SUMMARY = 0.8;

/** How many edits the report suggests. */
export const EDITS_SHOWN = 5;
