import { skillsTaxonomy, type SkillEntry } from '../data/skills-taxonomy';

/** Names that are also everyday words: they count as skills only when capitalised as names are. */
const EVERYDAY = new Set([
  'go',
  'node',
  'express',
  'lean',
  'unity',
  'epic',
  'sage',
  'chef',
  'puppet',
  'hive',
  'notion',
  'zoom',
  'slack',
  'stripe',
  'rails',
  'spark',
  'excel',
  'jest',
  'mocha',
  'vision',
  'swift',
  'rust',
  'ruby',
  'julia',
  'dart',
  'lua',
  'r',
  'c',
  'd3',
  'helm',
  'kafka',
  'ansible',
  'illustrator',
  'outlook',
  'teams',
  'visio',
  'spss',
  'sas',
  'xero',
  'ideas',
]);

interface Matcher {
  entry: SkillEntry;
  /** The name or alias as the taxonomy writes it. */
  term: string;
  /** What is looked for: the term as written when case matters, else lowercased. */
  needle: string;
  exact: boolean;
}

const TERM_CHAR = /[\p{L}\p{N}+#]/u;
const LETTER = /\p{L}/u;

/**
 * Whether `needle` stands in `haystack` as a whole term, as `termPattern` matches it: no letter,
 * digit, + or # just before or after, and no '.word' after ('Node.js' is not 'Node'). Found with
 * indexOf, which is many times faster than the pattern on a whole resume.
 */
function occursAsTerm(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (before !== undefined && TERM_CHAR.test(before)) continue;
    if (after !== undefined && TERM_CHAR.test(after)) continue;
    if (after === '.' && LETTER.test(haystack[at + needle.length + 1] ?? '')) continue;
    return true;
  }
  return false;
}

const WORD = /[\p{L}\p{N}]+/gu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Short acronyms (AI, QA) and everyday words (Go, Excel) count only as written. */
function isExactCase(term: string): boolean {
  return (term.length <= 4 && /[A-Z]/.test(term)) || EVERYDAY.has(term.toLowerCase());
}

/**
 * How a skill's name or alias is found in text: as a whole term, and case-sensitively when it is
 * a short acronym (AI, QA, PR) or an everyday word (Go, Excel) that only counts as written.
 */
export function termPattern(term: string): { pattern: RegExp; exactCase: boolean } {
  const exactCase = isExactCase(term);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}+#])${escape(term)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
    exactCase ? 'u' : 'iu',
  );
  return { pattern, exactCase };
}

// Matchers filed under the first word of their term: a text is only tested against the terms
// whose first word it contains, which keeps thousands of skills cheap to look for.
function buildMatchers(): Map<string, Matcher[]> {
  const byWord = new Map<string, Matcher[]>();
  for (const entry of skillsTaxonomy) {
    for (const term of [entry.name, ...entry.aliases]) {
      const lower = term.toLowerCase();
      const exactCase = isExactCase(term);
      const first = lower.match(WORD)?.[0] ?? '';
      const list = byWord.get(first) ?? [];
      list.push({ entry, term, needle: exactCase ? term : lower, exact: exactCase });
      byWord.set(first, list);
    }
  }
  return byWord;
}

let matchers: Map<string, Matcher[]> | undefined;
const order = new Map<SkillEntry, number>();

/** A skill a text mentions, with the name or alias the text used for it (the first found). */
export interface SkillMention {
  entry: SkillEntry;
  term: string;
}

/** The skills a text mentions and the wording it used, each once, in taxonomy order. */
export function findSkillMentions(text: string): SkillMention[] {
  matchers ??= buildMatchers();
  if (order.size === 0) skillsTaxonomy.forEach((entry, i) => order.set(entry, i));
  const lower = text.toLowerCase();
  const found = new Map<SkillEntry, string>();
  for (const word of new Set(['', ...(lower.match(WORD) ?? [])])) {
    for (const m of matchers.get(word) ?? []) {
      if (found.has(m.entry)) continue;
      const haystack = m.exact ? text : lower;
      if (occursAsTerm(haystack, m.needle)) found.set(m.entry, m.term);
    }
  }
  return [...found]
    .sort(([a], [b]) => order.get(a)! - order.get(b)!)
    .map(([entry, term]) => ({ entry, term }));
}

/** The skills of the taxonomy a text mentions, by canonical name (each once, in taxonomy order). */
export function findSkills(text: string): SkillEntry[] {
  return findSkillMentions(text).map((m) => m.entry);
}
