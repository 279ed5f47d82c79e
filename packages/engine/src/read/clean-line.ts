import { DATE } from '../parse/find-dates';
import { joinSpacingAccents } from './join-spacing-accents';
import { repairMojibake } from './repair-mojibake';
// Glyphs people and tools use as bullets, and icon fonts' private-use characters; a NUL is a
// bullet glyph whose font maps it to no character (an icon font's disc, as Chromium prints it).
const BULLET_START =
  // eslint-disable-next-line no-control-regex -- the NUL is the glyph looked for
  /^\s*(?:[•●▪■◦‣∙·○◆◇►▸➢➤✓✔❖★☐❑❒□▫◻◼◘◉✦✧➔➜➙→»\u2043\u2219*\u0000]|[-–—](?=\s)|\p{Co})+\s*/u;
const DASHED_DATE = new RegExp(`^\\s*[-–—]\\s*(?:${DATE}|present|current|now)\\b`, 'i');
// eslint-disable-next-line no-control-regex -- as above
const PRIVATE_USE = /[\p{Co}\uFFFD\u0000]/gu;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
// Full-width forms of ASCII and the ideographic space, as Chinese, Japanese and Korean input
// methods type them in English text ('Name：Lin Wei', '（2020）'): their ASCII letters and marks.
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/g;
const halfWidth = (mark: string) =>
  mark === '\u3000' ? ' ' : String.fromCharCode(mark.charCodeAt(0) - 0xfee0);
// Dotted leaders between a company and its place or dates ('Globex . . . . . . Austin, TX'),
// as LaTeX classes and tables of contents set them: a separator where text follows, nothing
// where they run to the end of the line. The pattern has no ambiguity, so it stays linear on
// a hostile line of dots.
const LEADER = /(?:\.[ \t]?){4,}|…{2,}/g;
function withoutLeaders(text: string): string {
  if (!text.includes('....') && !text.includes('. . .') && !text.includes('……')) return text;
  return text.replace(LEADER, (run: string, at: number) => {
    const before = text.slice(0, at).trimEnd();
    const after = text.slice(at + run.length).trim();
    // 'Mahsan Co.. . . .': the first dot is the company's own.
    if (!after) return /\p{L}$/u.test(before) && run.startsWith('..') ? '.' : '';
    return before && !/[.…]$/.test(before) ? ' | ' : run;
  });
}

// Block tags printed as text by a template's own bug ('<p>Built the API</p>'): markup, not
// words. Inline tags ('<b>') are left as written: a person may mean them.
const LITERAL_TAG =
  /<\/?(?:p|br|div|ul|ol|li)(?:\s+[a-z-]{1,20}=(?:"[^"<>]{0,200}"|'[^'<>]{0,200}'))*\s*\/?>/gi;

/** A group of letters set apart one by one: 'E X P E R', or 'JA R E D' where a pair kerns. */
function isSpacedWord(word: string): boolean {
  const tokens = word.split(' ');
  const single = tokens.filter((t) => t.length === 1).length;
  return tokens.length >= 3 && tokens.every((t) => t.length <= 2) && single >= tokens.length * 0.6;
}

/**
 * 'E X P E R I E N C E' -> 'EXPERIENCE': headings and names typeset with letter spacing come out
 * of PDFs one letter at a time. Words stay apart where the gap was wider ('W O R K  H I S T O R Y'
 * -> 'WORK HISTORY'); the PDF reader marks such gaps with two spaces.
 */
export function joinLetterSpaced(text: string): string {
  const words = text.trim().split(/\s{2,}/);
  if (!words.some(isSpacedWord)) return text;
  if (!words.every((w) => isSpacedWord(w) || !/\s/.test(w))) return text;
  return words.map((word) => (isSpacedWord(word) ? word.replace(/\s/g, '') : word)).join(' ');
}

/** '1 9 8 6 – 2 0 2 2' -> '1986 – 2022': a year typeset with letter spacing, digit by digit. */
export function joinSpacedYears(text: string): string {
  return text.replace(
    /(?<![\d.:/] ?)\b(1 9|2 0) (\d) (\d)\b(?! ?\d)/g,
    (_, century: string, a: string, b: string) => `${century.replace(' ', '')}${a}${b}`,
  );
}

// Three or more underscores at a line's end, with the space before them.
const TYPED_RULE = /[\s_]*_{3,}$/;
// A rule typed with underscores, equals signs, tildes or dashes at either end of a line's words,
// as Word users run one onto a heading ('______ Professional Work Experience').
const EDGE_RULE = /^(?:[_=~]{4,}|-{5,})\s*|\s*(?:[_=~]{4,}|-{5,})$/g;
const RULE_MARK = /[_=~-]/;

/**
 * A line's text without a typed rule at either end: drawn, not written, and no part of the words.
 * A line of underscores alone is no text; any other line that is only a rule is kept, since
 * readers use it ('-----' under a Markdown heading).
 */
export function withoutTypedRules(text: string): string {
  if (!RULE_MARK.test(text[0] ?? '') && !RULE_MARK.test(text.at(-1) ?? '')) return text;
  const trimmed = text.endsWith('___') ? text.replace(TYPED_RULE, '') : text;
  return trimmed.replace(EDGE_RULE, '') || trimmed;
}

/** A line's text without bullets, icons and odd spacing, and whether it was a bullet. */
export function cleanLine(raw: string): { text: string; bullet: boolean } {
  // Garbled encodings first: their sequences hide bullets, dashes and invisible spaces; then
  // accents a PDF holds apart from their letters.
  let text = joinSpacingAccents(repairMojibake(raw))
    .replace(INVISIBLE, '')
    .replace(FULL_WIDTH, halfWidth)
    .replace(/\u00A0/g, ' ')
    // Typeset ligatures ('Eﬃcient') are their letters, for search and spelling alike.
    .replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'))
    .replace(LITERAL_TAG, ' ');
  // '– January 2022' is the end of a date range broken over two lines, not a list item.
  const bulletMatch = DASHED_DATE.test(text) ? null : BULLET_START.exec(text);
  // An icon glyph before contact details is not a bullet: only call it one if words follow.
  const bullet = Boolean(
    bulletMatch &&
    /[A-Za-z]/.test(text.slice(bulletMatch[0].length, bulletMatch[0].length + 2)) &&
    !/\p{Co}/u.test(bulletMatch[0]),
  );
  if (bulletMatch) text = text.slice(bulletMatch[0].length);
  // Letter spacing is undone before runs of spaces fold, since two spaces mark its word breaks.
  text = joinLetterSpaced(withoutLeaders(text.replace(PRIVATE_USE, ' ')).replace(/\t/g, '  '))
    .replace(/[ \t]+/g, ' ')
    .trim();
  // Tested first: most lines hold no digits set apart, and the pattern need not scan them.
  if (/\d \d \d \d/.test(text)) text = joinSpacedYears(text);
  return { text: withoutTypedRules(text), bullet };
}
