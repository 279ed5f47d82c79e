import type { ExperienceEntry, ParsedResumeData } from '../../src/types';
import type { ZooFileLabel, ZooRoleLabel } from './zoo-labels';

/**
 * Text reduced to its words: lower case, punctuation and bullet glyphs gone, one space between
 * words. Two texts say the same words exactly when their reductions are equal.
 */
export function wordsOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MONTHS = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** A date as the parser gave it ('Sep 2021', 'September 2021', '09/2021') as 'YYYY-MM'. */
export function monthOf(date: string): string {
  const text = date.trim().toLowerCase();
  const numeric = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (numeric) return `${numeric[2]}-${numeric[1]!.padStart(2, '0')}`;
  const named = /^([a-z]{3})[a-z]*\.?,?\s*(\d{4})$/.exec(text);
  const month = named ? MONTHS.indexOf(named[1]!) : -1;
  if (named && month >= 0) return `${named[2]}-${String(month + 1).padStart(2, '0')}`;
  // Anything else (a lone year, a season, nothing) is shown as written, so it differs.
  return text ? `'${date}'` : 'nothing';
}

const roleName = (r: { title: string; company: string }) => `"${r.title}" at "${r.company}"`;
const quote = (text: string) => `"${text.length > 70 ? `${text.slice(0, 67)}...` : text}"`;
// `bullets` are every achievement (list items and the sentences of paragraphs); `lines` keep
// the paragraphs as written, so they would count the same words twice.
const itemsOf = (e: ExperienceEntry) => e.bullets.map(wordsOf).filter(Boolean);

/** The parsed entry read for a labelled role: same title and company words, else the likeliest. */
function findEntry(
  role: ZooRoleLabel,
  entries: ExperienceEntry[],
): { entry: ExperienceEntry | null; exact: boolean } {
  const title = wordsOf(role.title);
  const company = wordsOf(role.company);
  const exact = entries.find((e) => wordsOf(e.title) === title && wordsOf(e.company) === company);
  if (exact) return { entry: exact, exact: true };
  // Otherwise the entry holding most of the role's achievements, for a useful message.
  const score = (e: ExperienceEntry) => {
    const text = itemsOf(e).join(' ');
    return role.bullets.filter((b) => text.includes(wordsOf(b))).length;
  };
  const best = entries.reduce<ExperienceEntry | null>(
    (a, e) => (score(e) > (a ? score(a) : 0) ? e : a),
    null,
  );
  return { entry: best, exact: false };
}

/** The differences of one role's dates and achievements against the entry read for it. */
function roleDifferences(
  role: ZooRoleLabel,
  entry: ExperienceEntry,
  others: ExperienceEntry[],
  paragraph: boolean,
): string[] {
  const out: string[] = [];
  const name = roleName(role);
  const start = monthOf(entry.startDate);
  if (start !== role.start) out.push(`${name}: start ${start}, expected ${role.start}`);
  const end = entry.current ? 'present' : monthOf(entry.endDate);
  if (end !== role.end) out.push(`${name}: end ${end}, expected ${role.end}`);
  if (entry.kind !== role.kind) out.push(`${name}: kind ${entry.kind}, expected ${role.kind}`);
  const items = itemsOf(entry);
  let rest = ` ${items.join(' ')} `;
  for (const bullet of role.bullets) {
    const words = wordsOf(bullet);
    if (!paragraph && items.includes(words)) {
      rest = rest.replace(` ${words} `, ' ');
      continue;
    }
    if (rest.includes(` ${words} `)) {
      rest = rest.replace(` ${words} `, ' ');
      // In a list each achievement is its own line; found inside a longer one, it was merged.
      if (!paragraph) out.push(`${name}: achievement merged with other text: ${quote(bullet)}`);
      continue;
    }
    const holder = others.find((o) => itemsOf(o).join(' ').includes(words));
    out.push(
      holder
        ? `${name}: achievement under ${roleName(holder)}: ${quote(bullet)}`
        : `${name}: achievement missing: ${quote(bullet)}`,
    );
  }
  if (rest.trim()) out.push(`${name}: extra text: ${quote(rest.trim())}`);
  return out;
}

/**
 * Every difference between what the engine read and a zoo file's labels: the name; each role
 * found by its title and company words; its dates and kind; each achievement under its own
 * role, whole, and not under another; text or roles that are not in the labels. Words are
 * compared exactly, ignoring case, punctuation, bullet glyphs and whitespace. [] when the
 * reading is exact.
 */
export function compareReading(parsed: ParsedResumeData, label: ZooFileLabel): string[] {
  const out: string[] = [];
  const name = parsed.name ?? '';
  if (wordsOf(name) !== wordsOf(label.name))
    out.push(`name: ${quote(name)}, expected ${quote(label.name)}`);
  const matched = new Set<ExperienceEntry>();
  for (const role of label.roles) {
    const { entry, exact } = findEntry(role, parsed.experience);
    if (!entry) {
      out.push(`${roleName(role)}: not read`);
      continue;
    }
    matched.add(entry);
    if (!exact)
      out.push(
        `${roleName(role)}: read as title ${quote(entry.title)}, company ${quote(entry.company)}`,
      );
    const others = parsed.experience.filter((e) => e !== entry);
    out.push(...roleDifferences(role, entry, others, label.paragraph));
  }
  for (const entry of parsed.experience)
    if (!matched.has(entry)) out.push(`extra role: ${roleName(entry)}`);
  return out;
}
