// The characters XML 1.0 can hold (its Char production). Anything else (C0 controls but tab,
// line feed and carriage return; lone surrogates; U+FFFE, U+FFFF) makes a part ill-formed, and
// Word refuses the file.
const ALLOWED: ReadonlyArray<readonly [number, number]> = [
  [0x9, 0xa],
  [0xd, 0xd],
  [0x20, 0xd7ff],
  [0xe000, 0xfffd],
  [0x10000, 0x10ffff],
];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const allowed = (char: string) => {
  const code = char.codePointAt(0)!;
  return ALLOWED.some(([low, high]) => code >= low && code <= high);
};

/**
 * Text made safe to put between XML tags or in an attribute: the characters XML forbids
 * dropped and the five markup characters escaped, so '</w:t>' or '&amp;' in a resume line is
 * read back as those very characters, not as markup.
 */
export function xmlText(text: string): string {
  // Iterating by code point keeps surrogate pairs whole and meets a lone surrogate on its own.
  let out = '';
  for (const char of text) if (allowed(char)) out += ESCAPES[char] ?? char;
  return out;
}
