import { ENGINEERING_LEAN } from '../data/occupations';
import type { SkillEntry } from '../data/skills-taxonomy';
import type { ResumeLine } from './resume-lines';

const software = new Set<string>(ENGINEERING_LEAN.software);
const engineering = new Set<string>(ENGINEERING_LEAN.engineering);

/** Which work an ambiguous engineering title names on this resume. */
export type EngineeringLean = 'software' | 'engineering';

/**
 * Whether the resume's skills speak for software or for other engineering: the distinct skills
 * of each side's categories (ENGINEERING_LEAN) named anywhere in it, software on a tie. A
 * hotel's 'Engineering Manager' names boilers and HVAC, a software one names languages.
 */
export function engineeringLean(lines: ResumeLine[], added: SkillEntry[] = []): EngineeringLean {
  const seen = new Set<string>();
  let lean = 0;
  // `added`: skills a suggested edit would add, whose side may turn the lean.
  const entries = [...lines.flatMap((line) => line.mentions.map((m) => m.entry)), ...added];
  for (const entry of entries) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    if (software.has(entry.category)) lean -= 1;
    else if (engineering.has(entry.category)) lean += 1;
  }
  return lean > 0 ? 'engineering' : 'software';
}
