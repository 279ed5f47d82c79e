import type { CheckDefinition } from './check-types';
import { fillerWords } from '../data/word-lists';
import { clampScore, phrasesIn, quote, words } from './text-helpers';

/** Length: words and pages for the experience level (one page early on, two at most). */
export const resumeLength: CheckDefinition = {
  id: 'brevity.length',
  label: 'Length',
  measure: 'brevity',
  weight: 3,
  run: ({ doc, years }) => {
    const maxPages = years >= 10 ? 2 : years >= 5 ? 2 : 1;
    const [low, high] = years >= 10 ? [450, 1100] : years >= 5 ? [400, 900] : [300, 700];
    const wordsN = doc.wordCount;
    let score = 100;
    if (wordsN < low) score -= ((low - wordsN) / low) * 120;
    if (wordsN > high) score -= ((wordsN - high) / high) * 100;
    if (doc.pages > maxPages) score -= (doc.pages - maxPages) * 25;
    const tooLong = wordsN > high || doc.pages > maxPages;
    return {
      score: clampScore(score),
      passed: score >= 70,
      message: `${wordsN} words on ${doc.pages} page${doc.pages > 1 ? 's' : ''}. For ${years ? `about ${Math.round(years)} years of experience` : 'your experience'}, aim for ${low}–${high} words on at most ${maxPages} page${maxPages > 1 ? 's' : ''}.`,
      evidence: [],
      advice:
        score >= 70
          ? []
          : [
              tooLong
                ? `Cut to ${maxPages} page${maxPages > 1 ? 's' : ''}: drop older roles' details and bullets that repeat others.`
                : 'Add detail: more bullets on what you achieved in each role.',
            ],
    };
  },
};

/** Bullet length: one or two lines (about 8 to 30 words). */
export const bulletLength: CheckDefinition = {
  id: 'brevity.bullet_length',
  label: 'Bullet length',
  measure: 'brevity',
  weight: 2,
  run: ({ statements }) => {
    if (statements.length === 0)
      return {
        score: 50,
        passed: false,
        message: 'No bullets to measure.',
        evidence: [],
        advice: [],
      };
    const long = statements.filter((s) => words(s.text).length > 32);
    const short = statements.filter((s) => words(s.text).length < 5);
    const bad = long.length + short.length;
    return {
      score: clampScore(100 - (bad / statements.length) * 160),
      passed: bad / statements.length <= 0.15,
      message: `${long.length} bullet${long.length === 1 ? ' is' : 's are'} too long (over 32 words) and ${short.length} too short (under 5).`,
      evidence: [...long, ...short].slice(0, 5).map((s) => s.text),
      advice: [
        ...long
          .slice(0, 2)
          .map(
            (s) =>
              `Shorten "${quote(s.text, 70)}" to one or two lines: keep the action and the result.`,
          ),
        ...short
          .slice(0, 1)
          .map((s) => `Expand "${quote(s.text)}": what did you do and what came of it?`),
      ],
    };
  },
};

/** Bullets per role: three to six for recent roles. */
export const bulletsPerRole: CheckDefinition = {
  id: 'brevity.bullets_per_role',
  label: 'Bullets per role',
  measure: 'brevity',
  weight: 2,
  run: ({ parsed, doc }) => {
    const roles = parsed.experience;
    const unsure = parsed.unsure.map((u) => u.section || 'your experience');
    // Roles read from a page whose order is uncertain may be cut wrongly: no advice on them.
    if (unsure.length && (roles.length === 0 || doc.unsure?.length))
      return {
        score: 50,
        passed: false,
        message: `The roles in "${unsure[0]}" could not be read reliably, so they are not measured.`,
        evidence: [],
        advice: [],
      };
    if (roles.length === 0)
      return {
        score: 30,
        passed: false,
        message: 'No roles with dates were found in your experience section.',
        evidence: [],
        advice: [
          'List each role with its title, employer and dates (e.g. "Jan 2021 – Present"), then 3 to 6 bullets.',
        ],
      };
    const few = roles.filter((r) => r.bullets.length < 2);
    const many = roles.filter((r) => r.bullets.length > 8);
    const label = (r: (typeof roles)[number]) =>
      [r.title, r.company].filter(Boolean).join(', ') || r.duration;
    return {
      score: clampScore(100 - ((few.length * 1 + many.length * 0.8) / roles.length) * 100),
      passed: few.length + many.length === 0,
      message:
        few.length + many.length === 0
          ? 'Each role has a focused set of bullets.'
          : `${few.length} role${few.length === 1 ? ' has' : 's have'} too few bullets and ${many.length} too many.`,
      evidence: [...few, ...many].slice(0, 4).map(label),
      advice: [
        ...few.slice(0, 1).map((r) => `Add 2 to 4 achievements under "${label(r)}".`),
        ...many.slice(0, 1).map((r) => `Keep the 6 strongest bullets under "${label(r)}".`),
      ],
    };
  },
};

/** Filler words that add length without meaning. */
export const filler: CheckDefinition = {
  id: 'brevity.filler',
  label: 'Filler words',
  measure: 'brevity',
  weight: 1,
  run: ({ doc }) => {
    const hits = doc.lines
      .map((l) => ({ l, found: phrasesIn(l.text, fillerWords) }))
      .filter((x) => x.found.length);
    const total = hits.reduce((n, x) => n + x.found.length, 0);
    return {
      score: clampScore(100 - total * 12),
      passed: total <= 2,
      message: total
        ? `${total} filler word${total > 1 ? 's' : ''} such as "${hits[0]!.found[0]}".`
        : 'No filler words.',
      evidence: hits.slice(0, 5).map((x) => x.l.text),
      advice: hits.slice(0, 2).map((x) => `Remove "${x.found[0]}" from "${quote(x.l.text)}".`),
    };
  },
};

/** Paragraphs in roles that would read better as bullets. */
export const paragraphs: CheckDefinition = {
  id: 'brevity.paragraphs',
  label: 'Bullets, not paragraphs',
  measure: 'brevity',
  weight: 1,
  run: ({ parsed }) => {
    const blocks = parsed.experience.flatMap((r) => r.lines.filter((l) => words(l).length > 35));
    return {
      score: clampScore(100 - blocks.length * 30),
      passed: blocks.length === 0,
      message: blocks.length
        ? `${blocks.length} role description${blocks.length > 1 ? 's are' : ' is a'} paragraph${blocks.length > 1 ? 's' : ''}.`
        : 'Roles are described in bullets.',
      evidence: blocks.slice(0, 3),
      advice: blocks.slice(0, 1).map((b) => `Break "${quote(b, 60)}" into 3 to 5 bullet points.`),
    };
  },
};
