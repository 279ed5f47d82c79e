import { skillsTaxonomy } from '../data/skills-taxonomy';
import type { ResumeLine } from './resume-lines';

// Categories every field shares: they say nothing about which field a person works in.
const SHARED = new Set(['soft skill', 'certification', 'language', 'other professions']);

let categoryOf: Map<string, string> | undefined;

/** The category of a taxonomy skill by its name (frontend, accounting...), if it has one. */
function category(name: string): string | undefined {
  categoryOf ??= new Map(skillsTaxonomy.map((entry) => [entry.name, entry.category]));
  return categoryOf.get(name);
}

/** What the field part is made of: the job's categories by weight and those the resume shows. */
export interface FieldBasis {
  wanted: Map<string, number>;
  shown: Set<string>;
}

/**
 * The job's hard-skill and tool categories, each weighed by its skills' weights, and the
 * categories in which the resume shows any skill at all. Null when the job names no such skill.
 */
export function fieldBasis(
  jobSkills: Array<{ name: string; kind: string; weight: number }>,
  lines: ResumeLine[],
): FieldBasis | null {
  const wanted = new Map<string, number>();
  for (const skill of jobSkills) {
    const of = category(skill.name);
    if (!of || SHARED.has(of) || (skill.kind !== 'hard' && skill.kind !== 'tool')) continue;
    wanted.set(of, (wanted.get(of) ?? 0) + skill.weight);
  }
  if ([...wanted.values()].reduce((a, b) => a + b, 0) === 0) return null;
  return {
    wanted,
    shown: new Set(lines.flatMap((line) => line.mentions.map((m) => m.entry.category))),
  };
}

/**
 * How close the resume's field is to the job's, 0..1: the weighted share of the job's
 * categories in which the resume shows a skill, counting the skills `added` (an edit's) too.
 */
export function fieldShare(basis: FieldBasis, added: string[] = []): number {
  const shown = new Set([...basis.shown, ...added.map(category).filter((c) => c !== undefined)]);
  let have = 0;
  let total = 0;
  for (const [of, weight] of basis.wanted) {
    total += weight;
    if (shown.has(of)) have += weight;
  }
  return have / total;
}

/**
 * How close the resume's field is to the job's, 0..1: the weighted share of the categories of
 * the job's hard skills and tools (frontend, accounting, nursing...) in which the resume shows
 * any skill at all. A devops engineer shares some of a web developer job's categories even
 * without its exact skills; an accountant shares none. Null when the job names no such skill.
 */
export function fieldOverlap(
  jobSkills: Array<{ name: string; kind: string; weight: number }>,
  lines: ResumeLine[],
): number | null {
  const basis = fieldBasis(jobSkills, lines);
  return basis ? fieldShare(basis) : null;
}
