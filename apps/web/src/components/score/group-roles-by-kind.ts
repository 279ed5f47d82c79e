import type { ParsedExperience } from '@resumerank/contract/scoring';

/** Roles of one kind, under the heading a reader sees for them. */
export interface RoleGroup {
  kind: string;
  label: string;
  roles: ParsedExperience[];
}

// The engine's kinds in the order a resume usually lists them; a kind it adds later goes last.
const KIND_LABELS: Record<string, string> = {
  work: 'Work experience',
  internship: 'Internships',
  military: 'Military service',
  leadership: 'Leadership',
  volunteer: 'Volunteering',
  campus: 'Campus activities',
};
const KIND_ORDER = Object.keys(KIND_LABELS);

function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * The roles grouped by kind, each group in the document's order. Results scored before the
 * engine told kinds apart carry none: it read experience sections only, so those are work.
 */
export function groupRolesByKind(roles: ParsedExperience[]): RoleGroup[] {
  const groups = new Map<string, ParsedExperience[]>();
  for (const role of roles) {
    const kind = role.kind || 'work';
    groups.set(kind, [...(groups.get(kind) ?? []), role]);
  }
  const rank = (kind: string) => {
    const at = KIND_ORDER.indexOf(kind);
    return at === -1 ? KIND_ORDER.length : at;
  };
  // Array.prototype.sort is stable: unknown kinds keep the order they first appeared in.
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([kind, members]) => ({ kind, label: kindLabel(kind), roles: members }));
}
