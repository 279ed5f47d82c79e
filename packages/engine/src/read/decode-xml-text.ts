const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function codePoint(code: number, whole: string): string {
  // A reference past Unicode (or a lone surrogate) is damage, not text: keep it as written.
  return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}

/** XML or HTML text with its character references ('&amp;', '&#8211;', '&#x2022;') decoded. */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,8}|#[0-9]{1,10}|\w{1,10});/gi, (whole, code: string) => {
    if (code[1] === 'x' || code[1] === 'X') return codePoint(parseInt(code.slice(2), 16), whole);
    if (code[0] === '#') return codePoint(parseInt(code.slice(1), 10), whole);
    return NAMED[code.toLowerCase()] ?? whole;
  });
}
