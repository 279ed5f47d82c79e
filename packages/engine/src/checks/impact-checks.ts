import { isDoubtful } from './ocr-doubt';
import type { CheckDefinition, Statement } from './check-types';
import { irregularPast, resultWords, strongVerbs, weakPhrases } from '../data/word-lists';
import {
  clampScore,
  firstWord,
  hasPhrase,
  isQuantified,
  phrasesIn,
  quote,
  shareScore,
} from './text-helpers';

const none = (what: string) => ({
  score: 0,
  passed: false,
  message: `No ${what} found: describe each role with bullet points of what you did.`,
  evidence: [],
  advice: [
    'Add 3 to 6 bullet points under each role, each starting with an action verb and ending with a result.',
  ],
});

function isPast(word: string): boolean {
  return word.endsWith('ed') || irregularPast.has(word);
}

/** Quantified results: the share of statements that carry a number. */
export const quantifiedResults: CheckDefinition = {
  id: 'impact.quantified',
  label: 'Quantified results',
  measure: 'impact',
  weight: 3,
  run: ({ statements }) => {
    if (statements.length === 0) return none('experience bullets');
    const missing = statements.filter((s) => !isQuantified(s.text));
    const share = 1 - missing.length / statements.length;
    return {
      score: shareScore(share, 0.6),
      passed: share >= 0.45,
      message: `${Math.round(share * 100)}% of your bullets include a number. Aim for at least 60%: numbers show the size of what you did.`,
      evidence: missing.slice(0, 5).map((s) => s.text),
      advice: missing
        .slice(0, 3)
        .map((s) => `Quantify "${quote(s.text)}": how many, how much, how fast, or what it saved?`),
    };
  },
};

/** Strong action verbs: statements should open with one. */
export const actionVerbs: CheckDefinition = {
  id: 'impact.action_verbs',
  label: 'Strong action verbs',
  measure: 'impact',
  weight: 2,
  run: ({ statements }) => {
    if (statements.length === 0) return none('experience bullets');
    const weak = statements.filter((s) => {
      const w = firstWord(s.text);
      return (
        !strongVerbs.has(w) &&
        !strongVerbs.has(`${w}d`) &&
        !strongVerbs.has(`${w}ed`) &&
        !strongVerbs.has(w.replace(/s$/, 'ed'))
      );
    });
    const share = 1 - weak.length / statements.length;
    return {
      score: shareScore(share, 0.8),
      passed: share >= 0.6,
      message: `${Math.round(share * 100)}% of your bullets start with a strong action verb.`,
      evidence: weak.slice(0, 5).map((s) => s.text),
      advice: weak
        .slice(0, 3)
        .map(
          (s) =>
            `Start "${quote(s.text)}" with a strong verb such as Led, Built, Reduced or Delivered.`,
        ),
    };
  },
};

/** Weak openings that describe duties: 'Responsible for', 'Helped', 'Worked on'. */
export const weakLanguage: CheckDefinition = {
  id: 'impact.weak_phrases',
  label: 'Duties instead of achievements',
  measure: 'impact',
  weight: 2,
  run: ({ statements }) => {
    const flagged = statements
      .map((s) => ({ s, found: phrasesIn(s.text, weakPhrases) }))
      .filter((x) => x.found.length > 0);
    return {
      score: clampScore(100 - flagged.length * 18),
      passed: flagged.length === 0,
      message: flagged.length
        ? `${flagged.length} bullet${flagged.length > 1 ? 's use' : ' uses'} weak phrases such as "${flagged[0]!.found[0]}".`
        : 'No weak phrases such as "responsible for" or "helped with".',
      evidence: flagged.slice(0, 5).map((x) => x.s.text),
      advice: flagged
        .slice(0, 3)
        .map(
          (x) =>
            `Replace "${x.found[0]}" in "${quote(x.s.text)}" with what you achieved, e.g. "Led", "Delivered", "Cut".`,
        ),
    };
  },
};

/** Accomplishments: statements that say what changed, not only what was done. */
export const accomplishments: CheckDefinition = {
  id: 'impact.accomplishments',
  label: 'Accomplishments over responsibilities',
  measure: 'impact',
  weight: 2,
  run: ({ statements }) => {
    if (statements.length === 0) return none('experience bullets');
    const plain = statements.filter(
      (s) => !resultWords.some((w) => hasPhrase(s.text, w)) && !/%|\$|€|£/.test(s.text),
    );
    const share = 1 - plain.length / statements.length;
    return {
      score: shareScore(share, 0.5),
      passed: share >= 0.35,
      message: `${Math.round(share * 100)}% of your bullets describe an outcome (growth, savings, speed, quality).`,
      evidence: plain.slice(0, 5).map((s) => s.text),
      advice: plain
        .slice(0, 2)
        .map((s) => `Add the outcome to "${quote(s.text)}": what improved because of it?`),
    };
  },
};

/** Verb tense: past roles in the past tense. */
export const verbTense: CheckDefinition = {
  id: 'impact.verb_tense',
  label: 'Verb tense',
  measure: 'impact',
  weight: 1,
  run: ({ statements, doc }) => {
    const past = statements.filter(
      (s: Statement) => !s.entry.current && s.entry.duration && !isDoubtful(doc, s.text),
    );
    const wrong = past.filter((s) => {
      const w = firstWord(s.text);
      return (
        (strongVerbs.has(`${w}ed`) || strongVerbs.has(`${w}d`) || w.endsWith('ing')) && !isPast(w)
      );
    });
    return {
      score: clampScore(100 - wrong.length * 20),
      passed: wrong.length === 0,
      message: wrong.length
        ? `${wrong.length} bullet${wrong.length > 1 ? 's' : ''} of past roles ${wrong.length > 1 ? 'are' : 'is'} in the present tense.`
        : 'Past roles are described in the past tense.',
      evidence: wrong.slice(0, 5).map((s) => s.text),
      advice: wrong
        .slice(0, 2)
        .map((s) => `Put "${quote(s.text)}" in the past tense: the role has ended.`),
    };
  },
};

/** Repetition: the same opening verb used again and again. */
export const repeatedVerbs: CheckDefinition = {
  id: 'impact.repetition',
  label: 'Varied verbs',
  measure: 'impact',
  weight: 1,
  run: ({ statements }) => {
    const counts = new Map<string, Statement[]>();
    for (const s of statements) {
      const w = firstWord(s.text);
      if (w.length > 2) counts.set(w, [...(counts.get(w) ?? []), s]);
    }
    const repeated = [...counts.entries()]
      .filter(([, list]) => list.length >= 3)
      .sort((a, b) => b[1].length - a[1].length);
    return {
      score: clampScore(100 - repeated.reduce((n, [, list]) => n + (list.length - 2) * 15, 0)),
      passed: repeated.length === 0,
      message: repeated.length
        ? `"${repeated[0]![0]}" opens ${repeated[0]![1].length} bullets.`
        : 'Your bullets open with varied verbs.',
      evidence: repeated.flatMap(([, list]) => list.slice(0, 2).map((s) => s.text)).slice(0, 5),
      advice: repeated
        .slice(0, 2)
        .map(
          ([verb, list]) =>
            `Vary the verb "${verb}" (used ${list.length} times), e.g. in "${quote(list[list.length - 1]!.text)}".`,
        ),
    };
  },
};
