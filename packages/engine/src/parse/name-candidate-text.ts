// What a header line says besides the name: an email, a web address, a phone number.
const CONTACT_TOKEN = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\+?\d[\d\s().-]{6,}\d/g;
// The document's name before the person's ('CV - Jane Roe', 'Resume of Jane Roe').
const DOCUMENT_LABEL = /^\s*(?:cv|r[ée]sum[ée]|curriculum vitae)\s*(?:[-–—:|]|\bof\b)\s*/i;
// A page's number in a running header ('Page | 1 of 2', 'Page 2/3').
const PAGE_MARK = /\s*\bpage\b\s*\|?\s*\d+\s*(?:of|\/)\s*\d+/gi;
// The first field of a header line: fields part at bars, bullets, commas, slashes between
// spaces, and wide gaps.
const FIELD = /\s*[|•·,]\s*|\s\/\s|\s{3,}/;
// Letter-spaced words after the name ('KAREN PERKINS S O F T WA R E'): three or more tokens of
// one or two letters in a row start a title set apart by spacing.
const SPACED_RUN = /(?:^|\s)(?:\p{L}{1,2}\s+){2,}\p{L}{1,2}(?:\s|$)/u;

/**
 * The part of a header line that may be the person's name: contact details taken out, then
 * its first field, then letter-spaced words after it cut off.
 */
export function nameCandidateText(text: string): string {
  // A name's line is short; on a long one the patterns above would search quadratically.
  if (text.length > 300) return '';
  const first =
    text
      .replace(DOCUMENT_LABEL, '')
      .replace(PAGE_MARK, '')
      .replace(CONTACT_TOKEN, ' | ')
      .split(FIELD)
      .find((f) => f.trim()) ?? '';
  const spaced = SPACED_RUN.exec(first);
  const name = (spaced && spaced.index > 0 ? first.slice(0, spaced.index) : first).trim();
  // A note in brackets after a name of two words or more ('(Student)', '(she/her)') is no part
  // of it; after one word it is a skill's level ('Python (Intermediate)'), and no name.
  const bare = name.replace(/\s*\([^()]{1,30}\)$/, '').trim();
  return onceOver(/\S\s+\S/.test(bare) ? bare : name);
}

/**
 * A name printed twice at one height (a page's header and its card: 'Alicja Wisniewski Alicja
 * Wisniewski') read as one line: said once.
 */
function onceOver(text: string): string {
  const words = text.split(/\s+/);
  const half = words.length / 2;
  if (words.length < 4 || !Number.isInteger(half)) return text;
  const first = words.slice(0, half).join(' ');
  return first === words.slice(half).join(' ') ? first : text;
}
