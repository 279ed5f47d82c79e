// Glyphs people and tools use as bullets, and icon fonts' private-use characters.
const BULLET_START = /^\s*(?:[•●▪■◦‣∙·○◆◇►▸➢➤✓✔❖★☐\u2043\u2219*]|[-–—](?=\s)|\p{Co})+\s*/u;
const PRIVATE_USE = /[\p{Co}\uFFFD]/gu;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * 'E X P E R I E N C E' -> 'EXPERIENCE': headings typeset with letter spacing come out of PDFs
 * one letter at a time. Words stay apart where the gap was wider ('W O R K  H I S T O R Y').
 */
export function joinLetterSpaced(text: string): string {
  if (!/^(?:\S\s{1,2}){3,}\S$/.test(text.trim())) return text;
  return text
    .trim()
    .split(/\s{2,}/)
    .map((word) => word.replace(/\s/g, ''))
    .join(' ');
}

/** A line's text without bullets, icons and odd spacing, and whether it was a bullet. */
export function cleanLine(raw: string): { text: string; bullet: boolean } {
  let text = raw.replace(INVISIBLE, '').replace(/\u00A0/g, ' ');
  const bulletMatch = BULLET_START.exec(text);
  // An icon glyph before contact details is not a bullet: only call it one if words follow.
  const bullet = Boolean(
    bulletMatch &&
    /[A-Za-z]/.test(text.slice(bulletMatch[0].length, bulletMatch[0].length + 2)) &&
    !/\p{Co}/u.test(bulletMatch[0]),
  );
  if (bulletMatch) text = text.slice(bulletMatch[0].length);
  text = text
    .replace(PRIVATE_USE, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return { text: joinLetterSpaced(text), bullet };
}
