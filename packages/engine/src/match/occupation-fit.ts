import {
  OCCUPATION_CLOSENESS,
  RELATED_FIELDS,
  ROLE_RECENCY,
  type OccupationFamily,
} from '../data/occupations';
import type { EngineeringLean } from './engineering-lean';
import { namesNoWork, occupationOf } from './occupation-of';
import { RATE_SCALE, TITLE_IN_SUMMARY } from '../data/match-weights';

/** How a resume's roles stand to the job's occupation. */
export interface OccupationFit {
  /** 0..1: the closest role's closeness, weighed by how recent it is. */
  closeness: number;
  /** The role title that gave it. */
  title: string;
  /** near: the job's family; related: its field or a related one; far: neither. */
  relation: 'near' | 'related' | 'far';
  /** Whether a role title gave it, or (none of them known) the resume's headline. */
  source: 'roles' | 'headline';
}

/** How close two families are: one family, one field, related fields, or far. */
export function familyCloseness(a: OccupationFamily, b: OccupationFamily): number {
  if (a.family === b.family) return OCCUPATION_CLOSENESS.family;
  if (a.field === b.field) return OCCUPATION_CLOSENESS.field;
  const related = RELATED_FIELDS.some(
    ([x, y]) => (x === a.field && y === b.field) || (x === b.field && y === a.field),
  );
  return related ? OCCUPATION_CLOSENESS.related : OCCUPATION_CLOSENESS.far;
}

/**
 * The resume's roles (latest first) against the job's title: the mean closeness of the roles
 * the taxonomy knows, each weighed by how recent it is (ROLE_RECENCY), so that the latest role
 * counts most, and the latest known role alone may carry it. When none of the recent roles
 * names a known occupation, the first title of the resume's header (`headlines`, e.g. 'IT
 * Consultant') stands in for them at a claim's credit (TITLE_IN_SUMMARY). Null when the job's
 * title or none of these names an occupation the taxonomy knows.
 */
export function occupationFit(
  jobTitle: string | null,
  roleTitles: string[],
  headlines: string[] = [],
  lean?: () => EngineeringLean,
): OccupationFit | null {
  const job = occupationOf(jobTitle);
  if (!job) return null;
  // The first header title the taxonomy knows, as if it were the latest role.
  const headline = headlines.find((title) => occupationOf(title, lean));
  const fromRoles = fitOf(job, roleTitles, lean);
  if (fromRoles) return { ...fromRoles, source: 'roles' };
  const fromHeadline = headline ? fitOf(job, [headline], lean) : null;
  // A title claimed in the header, not held as a role, counts as a summary's title does.
  return (
    fromHeadline && {
      ...fromHeadline,
      closeness: fromHeadline.closeness * TITLE_IN_SUMMARY,
      source: 'headline',
    }
  );
}

/**
 * The recency-weighed closeness of the titles (latest first), or null when the taxonomy knows
 * none. A title it does not know counts at the unknown closeness (RATE_SCALE.unknown), so a
 * fourth-latest 'Sales Associate' under three roles nobody can place does not speak for the
 * person as if it were the latest; a title that names no work ('Founder', 'Intern') is passed
 * over, its place left to the roles around it.
 */
function fitOf(
  job: OccupationFamily,
  roleTitles: string[],
  lean?: () => EngineeringLean,
): Omit<OccupationFit, 'source'> | null {
  let sum = 0;
  let weights = 0;
  let top: { share: number; title: string; raw: number } | null = null;
  // The closeness of the latest role that names work, when the taxonomy knows it.
  let latest: number | undefined;
  let counted = 0;
  roleTitles.slice(0, ROLE_RECENCY.length).forEach((title, i) => {
    const family = occupationOf(title, lean);
    if (!family && namesNoWork(title)) return;
    const weight = ROLE_RECENCY[i]!;
    weights += weight;
    counted += 1;
    if (!family) {
      sum += weight * RATE_SCALE.unknown;
      return;
    }
    const raw = familyCloseness(job, family);
    if (counted === 1) latest = raw;
    sum += weight * raw;
    if (!top || weight * raw > top.share) top = { share: weight * raw, title, raw };
  });
  if (!top || weights === 0) return null;
  // The latest role, when the taxonomy knows it, may carry it alone: a person now in the
  // job's family is in it, whatever came before; older roles can only add.
  const closeness = Math.max(sum / weights, latest ?? 0);
  const { title, raw } = top as { share: number; title: string; raw: number };
  const relation =
    closeness < FAR_BELOW ? 'far' : raw === OCCUPATION_CLOSENESS.family ? 'near' : 'related';
  return { closeness, title, relation };
}

/** Below this closeness the roles read as another field, whatever one old role was. */
const FAR_BELOW = 0.2;
