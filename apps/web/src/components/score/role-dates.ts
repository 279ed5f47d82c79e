import type { ParsedExperience } from '@resumerank/contract/scoring';

/**
 * A role's dates as the engine read them: its start and end when it split them (a current
 * role's missing end reads "Present"), else the duration as written, which is all that results
 * scored by an older engine carry; null when no date was found.
 */
export function roleDates(role: ParsedExperience): string | null {
  const end = role.end || (role.current ? 'Present' : '');
  if (role.start || end) return [role.start, end].filter(Boolean).join(' – ');
  return role.duration.trim() || null;
}
