import type { CheckDefinition } from './check-types';
import { buzzwords, personalDetails, pronouns } from '../data/word-lists';
import { dateStyle } from '../parse/find-dates';
import { clampScore, phrasesIn, quote, words } from './text-helpers';
import { isDoubtful } from './ocr-doubt';

/** Buzzwords and cliches. */
export const buzzwordCheck: CheckDefinition = {
  id: 'style.buzzwords',
  label: 'Buzzwords and cliches',
  measure: 'style',
  weight: 2,
  run: ({ doc }) => {
    const hits = doc.lines
      .map((l) => ({ l, found: phrasesIn(l.text, buzzwords) }))
      .filter((x) => x.found.length);
    const total = hits.reduce((n, x) => n + x.found.length, 0);
    return {
      score: clampScore(100 - total * 15),
      passed: total === 0,
      message: total
        ? `${total} buzzword${total > 1 ? 's' : ''} such as "${hits[0]!.found[0]}": recruiters skip them.`
        : 'No buzzwords or cliches.',
      evidence: hits.slice(0, 5).map((x) => x.l.text),
      advice: hits
        .slice(0, 2)
        .map(
          (x) =>
            `Replace "${x.found[0]}" in "${quote(x.l.text)}" with evidence: a result that shows it.`,
        ),
    };
  },
};

/**
 * Whether a line speaks in the first person. Letter-spaced text ('R I C H A R D S') and levels
 * ('Engineer I', 'Phase I') hold an 'I' that is not a pronoun.
 */
export function usesPronoun(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const letters = tokens.filter((t) => /^\p{L}$/u.test(t)).length;
  if (letters >= 4 && letters >= tokens.length * 0.6) return false;
  return tokens.some((token, i) => {
    const word = words(token)[0] ?? '';
    if (!pronouns.includes(word)) return false;
    if (token.replace(/[^\p{L}]/gu, '') !== 'I') return true;
    const before = tokens[i - 1] ?? '';
    return !/^(?:\p{Lu}[\p{L}-]*|phase|level|tier|grade|part|class|type)$/u.test(before) || i === 0;
  });
}

/** First-person pronouns. */
export const pronounCheck: CheckDefinition = {
  id: 'style.pronouns',
  label: 'Personal pronouns',
  measure: 'style',
  weight: 2,
  run: ({ doc, parsed }) => {
    const header = new Set(parsed.sections[0]?.heading === '' ? parsed.sections[0].lines : []);
    const hits = doc.lines.filter(
      (l) => !header.has(l) && usesPronoun(l.text) && !isDoubtful(doc, l.text),
    );
    return {
      score: clampScore(100 - hits.length * 15),
      passed: hits.length === 0,
      message: hits.length
        ? `${hits.length} line${hits.length > 1 ? 's use' : ' uses'} personal pronouns (I, me, my, we).`
        : 'No personal pronouns.',
      evidence: hits.slice(0, 5).map((l) => l.text),
      advice: hits
        .slice(0, 2)
        .map((l) => `Drop the pronoun in "${quote(l.text)}": start with the verb instead.`),
    };
  },
};

const PASSIVE =
  /\b(?:was|were|been|being|is|are|got)\s+(?:\w+ly\s+)?(?:\w+ed|built|made|given|taken|done|written|chosen|shown|seen|known|led|run|sent|won|held|set)\b/i;

/** Passive voice hides who did the work. */
export const passiveVoice: CheckDefinition = {
  id: 'style.passive_voice',
  label: 'Active voice',
  measure: 'style',
  weight: 1,
  run: ({ statements, doc }) => {
    const hits = statements.filter((s) => PASSIVE.test(s.text) && !isDoubtful(doc, s.text));
    return {
      score: clampScore(100 - hits.length * 20),
      passed: hits.length === 0,
      message: hits.length
        ? `${hits.length} bullet${hits.length > 1 ? 's are' : ' is'} in the passive voice.`
        : 'Bullets are in the active voice.',
      evidence: hits.slice(0, 5).map((s) => s.text),
      advice: hits
        .slice(0, 2)
        .map((s) => `Rewrite "${quote(s.text)}" in the active voice: say what you did.`),
    };
  },
};

/** Dates written one way throughout. */
export const dateConsistency: CheckDefinition = {
  id: 'style.date_format',
  label: 'Consistent dates',
  measure: 'style',
  weight: 1,
  run: ({ parsed }) => {
    const styles = new Map<string, string[]>();
    for (const role of parsed.experience) {
      for (const date of [role.startDate, role.endDate]) {
        if (!date) continue;
        const style = dateStyle(date);
        if (style === 'present') continue;
        styles.set(style, [...(styles.get(style) ?? []), role.duration]);
      }
    }
    const kinds = [...styles.keys()];
    return {
      score: kinds.length <= 1 ? 100 : clampScore(100 - (kinds.length - 1) * 35),
      passed: kinds.length <= 1,
      message:
        kinds.length <= 1
          ? 'Dates are written one way throughout.'
          : `Dates are written ${kinds.length} different ways.`,
      evidence:
        kinds.length <= 1 ? [] : [...new Set([...styles.values()].map((v) => v[0]!))].slice(0, 4),
      advice:
        kinds.length <= 1 ? [] : ['Write every date the same way, e.g. "Jan 2021 – Mar 2023".'],
    };
  },
};

/** Contact details complete and professional, nothing personal. */
export const contactDetails: CheckDefinition = {
  id: 'style.contact',
  label: 'Contact details',
  measure: 'style',
  weight: 2,
  run: ({ parsed, doc }) => {
    const missing = [
      !parsed.email && 'email',
      !parsed.phone && 'phone number',
      !parsed.location && 'city',
    ].filter(Boolean) as string[];
    const personal = doc.lines
      .filter((l) => phrasesIn(l.text, personalDetails).length > 0)
      .slice(0, 3);
    const unprofessional =
      parsed.email && /(sexy|hot|babe|420|69|lol|cutie|princess)/i.test(parsed.email);
    const score =
      100 -
      missing.length * 20 -
      personal.length * 25 -
      (unprofessional ? 30 : 0) -
      (parsed.links.some((l) => /linkedin/i.test(l)) ? 0 : 5);
    const advice = [
      ...missing.map((m) => `Add your ${m} to the header so recruiters can reach you.`),
      ...personal.map(
        (l) =>
          `Remove personal details such as "${quote(l.text, 60)}": they invite bias and are not needed.`,
      ),
      ...(unprofessional
        ? ['Use a professional email address (your name at a common provider).']
        : []),
    ];
    return {
      score: clampScore(score),
      passed: missing.length === 0 && personal.length === 0 && !unprofessional,
      message: missing.length
        ? `Missing from your contact details: ${missing.join(', ')}.`
        : personal.length
          ? 'Your resume includes personal details that do not belong on it.'
          : 'Contact details are complete.',
      evidence: personal.map((l) => l.text),
      advice,
    };
  },
};

/** Readability: statements of reasonable length and plain words. */
export const readability: CheckDefinition = {
  id: 'style.readability',
  label: 'Readability',
  measure: 'style',
  weight: 1,
  run: ({ statements, doc }) => {
    const texts = statements.length ? statements.map((s) => s.text) : doc.lines.map((l) => l.text);
    const all = texts.flatMap(words);
    const longWords = all.filter((w) => w.length >= 14).length;
    const avg = all.length / Math.max(1, texts.length);
    const score = 100 - Math.max(0, avg - 24) * 4 - (longWords / Math.max(1, all.length)) * 400;
    return {
      score: clampScore(score),
      passed: score >= 75,
      message: `Bullets average ${avg.toFixed(0)} words${longWords ? `; ${longWords} very long words` : ''}.`,
      evidence: [],
      advice:
        score >= 75
          ? []
          : ['Use shorter sentences and plain words: a recruiter skims each bullet in seconds.'],
    };
  },
};

/** Bullets punctuated and capitalised the same way. */
export const bulletConsistency: CheckDefinition = {
  id: 'style.bullet_consistency',
  label: 'Consistent bullets',
  measure: 'style',
  weight: 1,
  run: ({ statements }) => {
    if (statements.length < 3)
      return {
        score: 100,
        passed: true,
        message: 'Too few bullets to compare.',
        evidence: [],
        advice: [],
      };
    const withStop = statements.filter((s) => /[.!]$/.test(s.text));
    const minority =
      withStop.length * 2 > statements.length
        ? statements.filter((s) => !/[.!]$/.test(s.text))
        : withStop;
    const lower = statements.filter((s) => /^[a-z]/.test(s.text));
    const bad = minority.length + lower.length;
    return {
      score: clampScore(100 - (bad / statements.length) * 150),
      passed: bad / statements.length <= 0.1,
      message: bad
        ? `${minority.length} bullet${minority.length === 1 ? '' : 's'} end differently from the rest; ${lower.length} start in lowercase.`
        : 'Bullets are punctuated and capitalised consistently.',
      evidence: [...minority, ...lower].slice(0, 4).map((s) => s.text),
      advice: bad
        ? [
            'End every bullet the same way (all with a full stop, or none) and start each with a capital.',
          ]
        : [],
    };
  },
};

const REQUIRED: Array<[string, string]> = [
  ['experience', 'an Experience section'],
  ['education', 'an Education section'],
  ['skills', 'a Skills section'],
  ['summary', 'a short Summary at the top'],
];

/** The sections recruiters and ATS look for, and none that waste space. */
export const sectionCheck: CheckDefinition = {
  id: 'style.sections',
  label: 'Sections',
  measure: 'style',
  weight: 2,
  run: ({ parsed, doc }) => {
    const kinds = new Set(parsed.sections.map((s) => s.kind));
    const missing = REQUIRED.filter(([kind]) => !kinds.has(kind as never));
    const references = doc.lines.filter((l) =>
      /references (are )?available (up)?on request/i.test(l.text),
    );
    const objective = parsed.sections.filter((s) => s.kind === 'objective');
    const score =
      100 -
      missing.reduce((n, [kind]) => n + (kind === 'summary' ? 10 : 25), 0) -
      references.length * 10 -
      objective.length * 10;
    return {
      score: clampScore(score),
      passed: missing.length === 0 && references.length === 0 && objective.length === 0,
      message: missing.length
        ? `Missing: ${missing.map(([, name]) => name).join(', ')}.`
        : references.length || objective.length
          ? 'Some sections take space without helping.'
          : 'All the sections recruiters look for are there.',
      evidence: [...references.map((l) => l.text), ...objective.map((s) => s.heading)],
      advice: [
        ...missing.map(([, name]) => `Add ${name}.`),
        ...references.map(() => 'Remove "References available upon request": it is assumed.'),
        ...objective.map(() => 'Replace the Objective with a Summary of what you offer.'),
      ],
    };
  },
};
