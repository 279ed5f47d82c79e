import { cityNames } from '../../data/city-names';
import { isPlaceName } from './is-place-name';
import { hasTitleWord } from './has-title-word';

const GROUP = /\(([^()]{2,60})\)/g;

/** Whether the text of a bracket names a place: 'Israel, Haifa', 'Tel Aviv, Israel', 'Remote'. */
function namesPlace(inside: string): boolean {
  const parts = inside.split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return false;
  const known = parts.some((p) => isPlaceName(p) || cityNames.has(p.toLowerCase()));
  const shaped = parts.every(
    (p) => /^\p{Lu}[\p{L}.' -]{0,30}$/u.test(p) && p.split(/\s+/).length <= 3 && !hasTitleWord(p),
  );
  return known && shaped;
}

/**
 * Places written in brackets inside a header ('Initech LTD (Israel, Haifa)', 'Umbrella (Tel
 * Aviv, Israel) Web Developer') taken out, so the comma inside them does not cut the company in
 * two; the text is left with a wide gap where the bracket was, which separates what stood on
 * either side of it.
 */
export function parenPlaces(text: string): { text: string; places: string[] } {
  const places: string[] = [];
  const rest = text.replace(GROUP, (whole, inside: string) => {
    if (!namesPlace(inside.trim())) return whole;
    places.push(inside.trim());
    return '  ';
  });
  return { text: rest.trim(), places };
}
