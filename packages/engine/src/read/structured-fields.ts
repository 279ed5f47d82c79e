/** A JSON object from a structured resume: any field may be missing or of the wrong type. */
export type Json = Record<string, unknown>;

/** A string field trimmed; numbers as written (a GPA of 3.8, a year of 2019); anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The objects of an array field, skipping anything else in it. */
export function objects(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((v): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v))
    : [];
}

/** The non-empty strings of an array field (a single string counts as a list of one). */
export function strings(value: unknown): string[] {
  const all = Array.isArray(value) ? value : [value];
  return all.map(text).filter(Boolean);
}

/** An object field, or an empty object when it is missing or not an object. */
export function object(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

/**
 * The entries of a section that is either an array or an object holding them: FRESH 0.x keeps
 * them in `history` (employment, education, service) or `list`, FRESH 1.0 in `items`.
 */
export function entriesOf(value: unknown): Json[] {
  if (Array.isArray(value)) return objects(value);
  const holder = object(value);
  return objects(holder.history ?? holder.items ?? holder.list);
}

/** The first non-empty text among fields that name the same thing in different schema versions. */
export function first(entry: Json, ...keys: string[]): string {
  for (const key of keys) {
    const value = text(entry[key]);
    if (value) return value;
  }
  return '';
}

/** 'Courses: A, B' for a labelled list, or nothing when the list is empty. */
export function labelled(label: string, values: string[]): string[] {
  return values.length ? [`${label}: ${values.join(', ')}`] : [];
}
