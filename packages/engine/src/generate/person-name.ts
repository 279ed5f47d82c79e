import { squeeze } from './source-index';

/** A word in the case a person writes their name: 'RICHARDS' → 'Richards', 'O'NEILL' → 'O'Neill'. */
function nameCase(word: string): string {
  return word
    .toLowerCase()
    .replace(
      /(^|[-'’])(\p{L})/gu,
      (_, mark: string, letter: string) => mark + letter.toUpperCase(),
    );
}

/**
 * The words of a name whose word breaks the reader lost ('JAREDRICHARDS'), from the line it was
 * printed on: letter-spaced words set apart by wider gaps ('J A R E D  R I C H A R D S'), or
 * any spacing at all ('JARED RICHARDS').
 */
function wordsFromSource(name: string, lines: string[]): string[] | null {
  const key = squeeze(name);
  for (const line of lines) {
    if (line.length > 120 || squeeze(line) !== key) continue;
    const spaced = /^(?:\p{L}\s)+\p{L}/u.test(line.trim());
    const words = line
      .trim()
      .split(spaced ? /\s{2,}/ : /\s+/)
      .map((w) => w.replace(/\s+/g, ''))
      .filter(Boolean);
    if (words.length > 1) return words;
  }
  return null;
}

/**
 * The person's name as a person writes it: with its word breaks (recovered from the line it was
 * printed on when the reader joined a letter-spaced name into one word) and, where it was set in
 * capitals, in the case of a name ('Jared Richards'). A name already in mixed case is kept as
 * written ('DeShawn McKay'), and so is one the source does not spell.
 */
export function personName(name: string, sourceLines: string[]): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return trimmed;
  const words = /\s/.test(trimmed)
    ? trimmed.split(' ')
    : (wordsFromSource(trimmed, sourceLines) ?? [trimmed]);
  const capitals = !/\p{Ll}/u.test(words.join(''));
  return words.map((w) => (capitals && /\p{Lu}{2}/u.test(w) ? nameCase(w) : w)).join(' ');
}
