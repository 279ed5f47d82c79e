import type { TextLine } from '../types';
import { EXPERIENCE_LIKE, headingKind } from './classify-heading';
import { normalizeHeading } from './normalize-heading';

/**
 * Heading words set again and again inside one experience section ('Highlights' under every
 * role, as some templates print): a section is named once, so a heading that repeats there
 * labels each role's achievements and opens no section of its own.
 */
export function repeatedRoleLabels(lines: TextLine[]): Set<TextLine> {
  const out = new Set<TextLine>();
  let seen = new Map<string, TextLine[]>();
  let inExperience = false;
  const close = () => {
    for (const group of seen.values()) if (group.length >= 2) group.forEach((l) => out.add(l));
    seen = new Map();
  };
  for (const line of lines) {
    const text = line.text.replace(/:$/, '').trim();
    const kind =
      line.bullet || text.length > 40 || /^\p{Ll}/u.test(text) ? null : headingKind(text);
    if (!kind) continue;
    const key = normalizeHeading(text);
    if (inExperience && !EXPERIENCE_LIKE.has(kind)) {
      seen.set(key, [...(seen.get(key) ?? []), line]);
      continue;
    }
    close();
    inExperience = EXPERIENCE_LIKE.has(kind);
  }
  close();
  return out;
}
