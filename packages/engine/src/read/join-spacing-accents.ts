// LaTeX's classic fonts have no accented letters: '\~a' draws a tilde and an 'a' over each
// other, and the PDF's text holds the two apart ('S˜ao Paulo', 'Funda¸c˜ao', 'sa´ude'). Read
// so, a town, an employer or a university is no longer the word a recruiter reads.

// Each spacing accent and the combining mark it stands for. The grave accent is left out: as a
// backtick it quotes code ('`npm test`') far more often than it accents a letter.
const MARKS: Readonly<Record<string, string>> = {
  '´': '\u0301',
  ˆ: '\u0302',
  '˜': '\u0303',
  '¯': '\u0304',
  '˘': '\u0306',
  '˙': '\u0307',
  '¨': '\u0308',
  '˚': '\u030A',
  '˝': '\u030B',
  ˇ: '\u030C',
  '¸': '\u0327',
  '˛': '\u0328',
};

const ACCENT_THEN_LETTER = /([´ˆ˜¯˘˙¨˚˝ˇ¸˛])(\p{L})/gu;
const ACUTE_LETTERS = /^[aeiouyıcnszAEIOUYCNSZ]$/;
const HAS_ACCENT = /[´ˆ˜¯˘˙¨˚˝ˇ¸˛]/;

/**
 * 'S˜ao' -> 'São', 'per´ıodo' -> 'período': a spacing accent before a letter joined with it
 * where Unicode has the accented letter (a dotless i takes its accent as an i). Left as it is
 * where no such letter exists, and for an acute used as an apostrophe ('Master´s', 'I´m').
 */
export function joinSpacingAccents(text: string): string {
  if (!HAS_ACCENT.test(text)) return text;
  return text.replace(
    ACCENT_THEN_LETTER,
    (pair: string, accent: string, letter: string, at: number) => {
      // An apostrophe typed as an acute ('Master´s', 'I´m', 'you´re', 'we´ll'): an acute joins
      // only a vowel or the consonants Polish accents, and never a final s.
      if (accent === '´' && !ACUTE_LETTERS.test(letter)) return pair;
      const next = text[at + pair.length] ?? '';
      if (accent === '´' && letter === 's' && !/\p{L}/u.test(next)) return pair;
      const base = letter === 'ı' ? 'i' : letter;
      const joined = (base + MARKS[accent]!).normalize('NFC');
      return [...joined].length === 1 ? joined : pair;
    },
  );
}
