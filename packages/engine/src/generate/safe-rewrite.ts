import { strongVerbs } from '../data/word-lists';
import {
  DROPPABLE_FILLER,
  IRREGULAR_PAST,
  NOUN_OR_VERB,
  OBJECT_STARTS,
  WEAK_OPENINGS,
} from '../data/safe-edits';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A bullet with a stronger opening and a capital letter; its facts and numbers untouched. */
export function strengthenBullet(bullet: string): string {
  let text = bullet.trim().replace(/\s+/g, ' ');
  for (const [pattern, verb] of WEAK_OPENINGS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, verb);
      break;
    }
  }
  return capitalize(text);
}

/**
 * The past tense of a present-tense verb ('Manage', 'Manages', 'Managing' → 'Managed'), or null
 * when the word is not a verb the resume vocabulary knows: only verbs are ever changed.
 */
export function pastTense(word: string): string | null {
  const w = word.toLowerCase();
  const stems = [
    w,
    w.replace(/e?s$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ];
  for (const stem of stems) {
    if (IRREGULAR_PAST[stem]) return IRREGULAR_PAST[stem];
    for (const past of [
      `${stem}ed`,
      `${stem}d`,
      `${stem.replace(/y$/, 'i')}ed`,
      `${stem}${stem.slice(-1)}ed`,
    ])
      if (past !== w && strongVerbs.has(past)) return past;
  }
  return null;
}

/** A past role's bullet opened with the past tense ('Lead a team' → 'Led a team'). */
export function inPastTense(bullet: string): string {
  const match = /^(\p{L}+)(.*)$/su.exec(bullet);
  if (!match) return bullet;
  if (NOUN_OR_VERB.has(match[1]!.toLowerCase()) && !OBJECT_STARTS.test(match[2]!.trim()))
    return bullet;
  const past = pastTense(match[1]!);
  return past ? capitalize(past) + match[2] : bullet;
}

const FILLER = new RegExp(`\\b(?:${DROPPABLE_FILLER.join('|')})\\s+`, 'gi');

/** The bullet without filler adverbs ('successfully delivered' → 'delivered'). */
export function withoutFiller(bullet: string): string {
  return capitalize(bullet.replace(FILLER, '').replace(/\bin order to\b/gi, 'to'));
}

/**
 * The generator's whole rewording of one achievement: filler out, a stronger opening, the past
 * tense when the role has ended. Numbers, names and claims stay as the person wrote them.
 */
export function safeRewrite(bullet: string, roleEnded: boolean): string {
  const strong = strengthenBullet(withoutFiller(bullet.trim().replace(/\s+/g, ' ')));
  return roleEnded ? inPastTense(strong) : strong;
}
