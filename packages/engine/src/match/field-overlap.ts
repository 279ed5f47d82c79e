import { skillsTaxonomy } from '../data/skills-taxonomy';
import type { ResumeLine } from './resume-lines';

// Categories every field shares: they say nothing about which field a person works in.
const SHARED = new Set(['soft skill', 'certification', 'language', 'other professions']);

let categoryOf: Map<string, string> | undefined;

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
  categoryOf ??= new Map(skillsTaxonomy.map((entry) => [entry.name, entry.category]));
  const wanted = new Map<string, number>();
  for (const skill of jobSkills) {
    const category = categoryOf.get(skill.name);
    if (!category || SHARED.has(category) || (skill.kind !== 'hard' && skill.kind !== 'tool'))
      continue;
    wanted.set(category, (wanted.get(category) ?? 0) + skill.weight);
  }
  const total = [...wanted.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const shown = new Set(lines.flatMap((line) => line.mentions.map((m) => m.entry.category)));
  let have = 0;
  for (const [category, weight] of wanted) if (shown.has(category)) have += weight;
  return have / total;
}
