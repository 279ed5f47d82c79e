import type { ExperienceKind, ResumeSection } from '../types';

// The first rule whose words the heading holds decides; work is the default.
const RULES: Array<[RegExp, ExperienceKind]> = [
  [/\bvolunteer|community (?:service|involvement)/i, 'volunteer'],
  [/\bintern(?:ship)?s?\b/i, 'internship'],
  [/\bmilitary\b/i, 'military'],
  [/\bcampus|student|extracurricular/i, 'campus'],
  [/\bleadership\b/i, 'leadership'],
];

/**
 * Which kind of experience a section holds, from its heading ('Internships', 'Volunteer Work',
 * 'Leadership'), or null when the section is not experience-like at all.
 */
export function experienceKindOf(section: ResumeSection): ExperienceKind | null {
  if (section.kind !== 'experience' && section.kind !== 'volunteer') return null;
  if (section.kind === 'volunteer') return 'volunteer';
  // 'Work and Leadership Experience' is work: only a heading about leadership alone is not.
  if (/\bwork|professional|employment\b/i.test(section.heading)) return 'work';
  return RULES.find(([pattern]) => pattern.test(section.heading))?.[1] ?? 'work';
}
