import type { CheckDefinition } from './check-types';
import { skillsTaxonomy } from '../data/skills-taxonomy';
import { quote } from './text-helpers';
import { doubtfulWords, isDoubtfulLine } from './ocr-doubt';

// Words of the trade the dictionary lacks but resumes use correctly.
const KNOWN = new Set([
  'onboarding',
  'offboarding',
  'upskilled',
  'upskilling',
  'stakeholder',
  'stakeholders',
  'roadmap',
  'roadmaps',
  'backend',
  'frontend',
  'fullstack',
  'microservices',
  'microservice',
  'dashboards',
  'dashboard',
  'workflow',
  'workflows',
  'scalable',
  'analytics',
  'ecommerce',
  'e-commerce',
  'devops',
  'mentored',
  'mentoring',
  'kubernetes',
  'api',
  'apis',
  'saas',
  'toolchain',
  'codebase',
  'dataset',
  'datasets',
  'runbook',
  'runbooks',
  'uptime',
  'cloud-native',
  'real-time',
  'end-to-end',
  'cross-functional',
  'reconciliations',
  'preceptor',
  'precepted',
  'bilingual',
  'timeline',
  'timelines',
  'website',
  'websites',
  'email',
  'emails',
  'online',
  'startup',
  'startups',
  'refactored',
  'refactoring',
  'containerized',
  'automations',
  'prioritized',
  'prioritization',
  'optimizing',
  'impactful',
  'amongst',
  'integrations',
  'workspace',
  'workspaces',
  'architecting',
  'architected',
  'learnings',
  'deliverables',
  'scalability',
  'geospatial',
  'hackathon',
  'hackathons',
]);

let skillWords: Set<string> | undefined;
function isSkillWord(word: string): boolean {
  skillWords ??= new Set(
    skillsTaxonomy
      .flatMap((s) => [s.name, ...s.aliases])
      .flatMap((n) => n.toLowerCase().split(/[\s/]+/)),
  );
  return skillWords.has(word);
}

// British spellings are right too: the dictionary is American, so try the American form.
const BRITISH_TO_US: Array<[RegExp, string]> = [
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ite|ites|able)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ll(ed|ing|er|ers)$/, 'l$1'],
  [/ence$/, 'ense'],
  [/ogue(s)?$/, 'og$1'],
];

function isBritishSpelling(word: string, correct: (w: string) => boolean): boolean {
  return BRITISH_TO_US.some(([from, to]) => from.test(word) && correct(word.replace(from, to)));
}

/** Spelling, with an offline dictionary, skipping names, acronyms, skills and trade words. */
export const spellingCheck: CheckDefinition = {
  id: 'impact.spelling',
  label: 'Spelling',
  measure: 'impact',
  weight: 1,
  run: ({ statements, parsed, speller, doc }) => {
    if (!speller)
      return {
        score: 100,
        passed: true,
        message: 'Spelling was not checked.',
        evidence: [],
        advice: [],
      };
    // Lines and words OCR was unsure of are not checked: its misreadings are not the person's.
    const lines = [
      ...statements.map((s) => s.text),
      ...(parsed.summary ? [parsed.summary] : []),
    ].filter((line) => !isDoubtfulLine(doc, line));
    const found: Array<{ word: string; line: string }> = [];
    const seen = doubtfulWords(doc);
    for (const line of lines) {
      for (const raw of line.split(/[\s/]+/)) {
        const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        // Only plain lowercase words: capitals mark names and acronyms, digits mark figures.
        if (word.length < 4 || !/^[a-z][a-z'-]*$/.test(word) || seen.has(word)) continue;
        seen.add(word);
        const parts = word.split('-').filter(Boolean);
        if (
          parts.every(
            (p) =>
              KNOWN.has(p) ||
              isSkillWord(p) ||
              speller.correct(p) ||
              isBritishSpelling(p, (w) => speller.correct(w)),
          ) ||
          KNOWN.has(word) ||
          isSkillWord(word)
        )
          continue;
        found.push({ word, line });
      }
    }
    const advice = found.slice(0, 3).map(({ word, line }) => {
      const guess = speller.suggest(word)[0];
      return guess
        ? `Check the spelling of "${word}" in "${quote(line, 70)}": did you mean "${guess}"?`
        : `Check the spelling of "${word}" in "${quote(line, 70)}".`;
    });
    return {
      score: Math.max(0, 100 - found.length * 20),
      passed: found.length === 0,
      message: found.length
        ? `${found.length} word${found.length > 1 ? 's' : ''} may be misspelled: ${found
            .slice(0, 5)
            .map((f) => `"${f.word}"`)
            .join(', ')}.`
        : 'No spelling mistakes found.',
      evidence: found.slice(0, 5).map((f) => f.line),
      advice,
    };
  },
};
