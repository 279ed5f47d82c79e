import { hex } from 'dingbat-to-unicode';

/**
 * The character a w:sym stands for: a code in a symbol font (Symbol, Wingdings, Webdings) mapped
 * to Unicode, so a bullet drawn as Symbol's F0B7 reads as '•'. Word writes the codes in the
 * private-use range (F0xx): those are tried without their F0 too. Null when the font is unknown.
 */
export function wordSymbol(font: string | null, char: string | null): string | null {
  if (font === null || char === null) return null;
  const found = hex(font, char) ?? (/^F0..$/.test(char) ? hex(font, char.slice(2)) : undefined);
  return found?.string ?? null;
}
