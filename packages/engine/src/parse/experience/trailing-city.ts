import { cityNames } from '../../data/city-names';

// Words that tie a place into a name rather than end the name before it.
const NAME_LINK = /^(?:of|de|du|des|di|del|da|do|at|in|for|the|la|le|und|and|&|fur|für)$/i;

/**
 * An employer and a known city run together once a wide gap between them was lost ('Levl San
 * Francisco' before ', CA'): the employer's words and the city's, cut where the last one to
 * three words name a city on our list. Null when they do not, or nothing stands before them.
 */
export function trailingCity(part: string): [string, string] | null {
  const words = part.trim().split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n -= 1) {
    const city = words.slice(-n).join(' ');
    // 'University of Sydney', 'Bank of Boston': a city after 'of' is the name's own.
    const before = words[words.length - n - 1]!;
    if (cityNames.has(city.toLowerCase()) && !NAME_LINK.test(before))
      // 'Coles, Melbourne' before '– VIC': the comma that set the city apart goes with it.
      return [words.slice(0, -n).join(' ').replace(/\s*,$/, ''), city];
  }
  return null;
}
