// The parts of a JSON Resume (jsonresume.org schema) that the scale corpus labels or prints.

/** One role of `work` or `volunteer` (volunteer roles name their `organization`). */
export interface JsonResumeRole {
  name?: string;
  /** The company under the schema's first version, which older themes still print. */
  company?: string;
  organization?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

/** A JSON Resume document; everything else a file holds is passed to the themes untouched. */
export interface JsonResume {
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
    profiles?: unknown[];
  };
  work?: JsonResumeRole[];
  volunteer?: JsonResumeRole[];
  education?: Array<{
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
  }>;
  skills?: Array<{ name?: string; keywords?: string[] }>;
  [key: string]: unknown;
}

/** The company of a role: `name` for work, `organization` for volunteering. */
export const companyOf = (role: JsonResumeRole) =>
  role.name ?? role.company ?? role.organization ?? '';

/**
 * The resume as every theme gets it: strings trimmed, a country code that is not two letters
 * dropped (one theme throws on 'UK ' when it spells out the country), highlights made a list of
 * strings that are not empty, lists of entries made lists of objects, and each work role's company under both its names (`name` now,
 * `company` in the schema's first version), since older themes print only `company` and a
 * resume is not less readable for using the new name.
 * Labels are taken from the same copy, so they agree with what the themes print.
 */
export function prepareResume(resume: JsonResume): JsonResume {
  const trimmed = JSON.parse(JSON.stringify(resume), (_key, value: unknown) =>
    typeof value === 'string' ? value.trim() : value,
  ) as JsonResume;
  const location = trimmed.basics?.location;
  if (location?.countryCode !== undefined && !/^[A-Z]{2}$/.test(location.countryCode))
    delete location.countryCode;
  // Lists of entries hold only objects (real files hold a skills map, or strings in a list).
  for (const key of ['work', 'volunteer', 'education', 'skills'] as const) {
    const list: unknown = trimmed[key];
    if (Array.isArray(list))
      trimmed[key] = list.filter((entry) => entry !== null && typeof entry === 'object');
    else delete trimmed[key];
  }
  for (const skill of trimmed.skills ?? [])
    if (!Array.isArray(skill.keywords)) delete skill.keywords;
  for (const key of ['work', 'volunteer'] as const) {
    for (const role of trimmed[key] ?? []) {
      // Real files hold a highlight as one string, or as objects: the list is of strings.
      const highlights: unknown = role.highlights;
      const list: unknown[] = Array.isArray(highlights) ? highlights : [highlights];
      role.highlights = list.filter((h): h is string => typeof h === 'string' && h !== '');
    }
  }
  for (const role of trimmed.work ?? []) {
    role.name ??= role.company;
    role.company ??= role.name;
  }
  return trimmed;
}
