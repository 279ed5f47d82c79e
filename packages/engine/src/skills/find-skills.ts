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
]);

interface Matcher {
  entry: SkillEntry;
  needle: string;
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildMatchers(): Matcher[] {
  const matchers: Matcher[] = [];
  for (const entry of skillsTaxonomy) {
    for (const term of [entry.name, ...entry.aliases]) {
      const lower = term.toLowerCase();
      // Short acronyms (AI, QA, PR) and everyday words match only as written.
      const exactCase = (term.length <= 4 && /[A-Z]/.test(term)) || EVERYDAY.has(lower);
      const body = escape(term);
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}+#])${body}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`,
        exactCase ? 'u' : 'iu',
      );
      matchers.push({ entry, needle: exactCase ? term : lower, pattern });
    }
  }
  return matchers;
}

let matchers: Matcher[] | undefined;

/** The skills of the taxonomy a text mentions, by canonical name (each once, in taxonomy order). */
export function findSkills(text: string): SkillEntry[] {
  matchers ??= buildMatchers();
  const lower = text.toLowerCase();
  const found = new Set<SkillEntry>();
  for (const m of matchers) {
    if (found.has(m.entry)) continue;
    if (!(m.needle === m.needle.toLowerCase() ? lower : text).includes(m.needle)) continue;
    if (m.pattern.test(text)) found.add(m.entry);
  }
  return [...found];
}
