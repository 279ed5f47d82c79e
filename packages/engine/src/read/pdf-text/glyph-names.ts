// Glyph names (as in the Adobe Glyph List) that Latin-script documents use, with the text
// pdf.js gives each. Built from rules where the names follow one (ASCII, accented letters) and
// listed where they do not. A name missing here makes the quick reader defer to pdf.js.

const ASCII_NAMES =
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright ' +
  'asterisk plus comma hyphen period slash zero one two three four five six seven eight nine ' +
  'colon semicolon less equal greater question at';
const ASCII_MORE = 'bracketleft backslash bracketright asciicircum underscore grave';
const ASCII_END = 'braceleft bar braceright asciitilde';
const LATIN1_NAMES =
  'nbspace exclamdown cent sterling currency yen brokenbar section dieresis copyright ' +
  'ordfeminine guillemotleft logicalnot sfthyphen registered macron degree plusminus ' +
  'twosuperior threesuperior acute mu paragraph periodcentered cedilla onesuperior ' +
  'ordmasculine guillemotright onequarter onehalf threequarters questiondown';

// Accents by the combining mark that follows the base letter after canonical decomposition.
const ACCENTS: Record<string, string> = {
  '\u0300': 'grave',
  '\u0301': 'acute',
  '\u0302': 'circumflex',
  '\u0303': 'tilde',
  '\u0304': 'macron',
  '\u0306': 'breve',
  '\u0307': 'dotaccent',
  '\u0308': 'dieresis',
  '\u030a': 'ring',
  '\u030b': 'hungarumlaut',
  '\u030c': 'caron',
  '\u0327': 'cedilla',
  '\u0328': 'ogonek',
};

// Names whose text no rule gives (letters without a decomposition, typography, symbols), as
// name and hexadecimal code point.
const LISTED =
  'AE c6 ae e6 Eth d0 eth f0 Thorn de thorn fe Oslash d8 oslash f8 germandbls df ' +
  'multiply d7 divide f7 OE 152 oe 153 Lslash 141 lslash 142 dotlessi 131 Dcroat 110 ' +
  'dcroat 111 Hbar 126 hbar 127 IJ 132 ij 133 kgreenlandic 138 Ldot 13f ldot 140 Eng 14a ' +
  'eng 14b napostrophe 149 longs 17f florin 192 circumflex 2c6 caron 2c7 breve 2d8 ' +
  'dotaccent 2d9 ring 2da ogonek 2db tilde 2dc hungarumlaut 2dd endash 2013 emdash 2014 ' +
  'quoteleft 2018 quoteright 2019 quotesinglbase 201a quotedblleft 201c quotedblright 201d ' +
  'quotedblbase 201e dagger 2020 daggerdbl 2021 bullet 2022 ellipsis 2026 perthousand 2030 ' +
  'guilsinglleft 2039 guilsinglright 203a fraction 2044 Euro 20ac trademark 2122 minus 2212 ' +
  'fi fb01 fl fb02 ff fb00 ffi fb03 ffl fb04 middot b7 Omega 2126 Delta 2206 pi 3c0 ' +
  'notequal 2260 infinity 221e lessequal 2264 greaterequal 2265 partialdiff 2202 ' +
  'summation 2211 product 220f integral 222b radical 221a approxequal 2248 lozenge 25ca ' +
  'apple f8ff arrowleft 2190 arrowup 2191 arrowright 2192 arrowdown 2193 arrowboth 2194 ' +
  'checkmark 2713 heart 2665 club 2663 diamond 2666 spade 2660 female 2640 male 2642 ' +
  'filledbox 25a0 circle 25cb triagup 25b2 triagdn 25bc triagrt 25ba triaglf 25c4 degree b0 ' +
  'numero 2116 estimated 212e onethird 2153 twothirds 2154 oneeighth 215b threeeighths 215c ' +
  'fiveeighths 215d seveneighths 215e quotereversed 201b exclamdbl 203c figuredash 2012 ' +
  'underscoredbl 2017 twodotenleader 2025 minute 2032 second 2033 colonmonetary 20a1 ' +
  'lira 20a4 peseta 20a7 dong 20ab afii61352 2116 logicalor 2228 logicaland 2227 ' +
  'intersection 2229 union 222a element 2208 therefore 2234 similar 223c equivalence 2261 ' +
  'proportional 221d universal 2200 existential 2203 emptyset 2205 gradient 2207 angle 2220 ' +
  'orthogonal 221f dotmath 22c5 house 2302';

function build(): Map<string, string> {
  const map = new Map<string, string>();
  ASCII_NAMES.split(' ').forEach((n, i) => map.set(n, String.fromCharCode(0x20 + i)));
  ASCII_MORE.split(' ').forEach((n, i) => map.set(n, String.fromCharCode(0x5b + i)));
  ASCII_END.split(' ').forEach((n, i) => map.set(n, String.fromCharCode(0x7b + i)));
  for (let c = 0x41; c <= 0x5a; c += 1) map.set(String.fromCharCode(c), String.fromCharCode(c));
  for (let c = 0x61; c <= 0x7a; c += 1) map.set(String.fromCharCode(c), String.fromCharCode(c));
  LATIN1_NAMES.split(' ').forEach((n, i) => map.set(n, String.fromCharCode(0xa0 + i)));
  for (let c = 0xc0; c <= 0x17e; c += 1) {
    const [base, mark, extra] = String.fromCharCode(c).normalize('NFD');
    const accent = mark && ACCENTS[mark];
    if (base && /[A-Za-z]/.test(base) && accent && extra === undefined)
      map.set(base + accent, String.fromCharCode(c));
  }
  const listed = LISTED.split(' ');
  for (let i = 0; i + 1 < listed.length; i += 2)
    map.set(listed[i]!, String.fromCharCode(parseInt(listed[i + 1]!, 16)));
  // pdf.js joins three underscore ligature names instead of looking them up.
  for (const pair of ['f_h', 'f_t', 'T_h']) map.set(pair, pair.replace('_', ''));
  return map;
}

let names: Map<string, string> | undefined;

/**
 * The text of a glyph name, as pdf.js gives it: from the list, or from a "uniXXXX"/"uXXXX"
 * name. `undefined` when the name is not known here.
 */
export function glyphText(name: string): string | undefined {
  names ??= build();
  const known = names.get(name);
  if (known !== undefined) return known;
  const hex = /^uni([0-9A-F]{4})$/.exec(name)?.[1] ?? /^u([0-9A-F]{4,6})$/.exec(name)?.[1];
  if (!hex) return undefined;
  const code = parseInt(hex, 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Whether pdf.js would read a number out of this name (G3A, g0041, C65...), a case left to it. */
export function isNumericGlyphName(name: string): boolean {
  return /^(?:G[0-9A-Fa-f]{2}|g[0-9A-Fa-f]{4}|[Cc]\w{2,3})$/.test(name);
}
