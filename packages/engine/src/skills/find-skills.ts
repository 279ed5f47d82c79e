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
  needle: string;
  pattern: RegExp;
}

const WORD = /[\p{L}\p{N}]+/gu;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * How a skill's name or alias is found in text: as a whole term, and case-sensitively when it is
 * a short acronym (AI, QA, PR) or an everyday word (Go, Excel) that only counts as written.
 */
export function termPattern(term: string): { pattern: RegExp; exactCase: boolean } {
  const exactCase = (term.length <= 4 && /[A-Z]/.test(term)) || EVERYDAY.has(term.toLowerCase());
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
      const { pattern, exactCase } = termPattern(term);
      const first = lower.match(WORD)?.[0] ?? '';
      const list = byWord.get(first) ?? [];
      list.push({ entry, term, needle: exactCase ? term : lower, pattern });
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
      if (!(m.needle === m.needle.toLowerCase() ? lower : text).includes(m.needle)) continue;
      if (m.pattern.test(text)) found.set(m.entry, m.term);
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
