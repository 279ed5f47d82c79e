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

// Names whose text no rule gives: letters without a decomposition, typography, symbols.
const LISTED: [string, number][] = [
  ['AE', 0xc6],
  ['ae', 0xe6],
  ['Eth', 0xd0],
  ['eth', 0xf0],
  ['Thorn', 0xde],
  ['thorn', 0xfe],
  ['Oslash', 0xd8],
  ['oslash', 0xf8],
  ['germandbls', 0xdf],
  ['multiply', 0xd7],
  ['divide', 0xf7],
  ['OE', 0x152],
  ['oe', 0x153],
  ['Lslash', 0x141],
  ['lslash', 0x142],
  ['dotlessi', 0x131],
  ['Dcroat', 0x110],
  ['dcroat', 0x111],
  ['Hbar', 0x126],
  ['hbar', 0x127],
  ['IJ', 0x132],
  ['ij', 0x133],
  ['kgreenlandic', 0x138],
  ['Ldot', 0x13f],
  ['ldot', 0x140],
  ['Eng', 0x14a],
  ['eng', 0x14b],
  ['napostrophe', 0x149],
  ['longs', 0x17f],
  ['florin', 0x192],
  ['circumflex', 0x2c6],
  ['caron', 0x2c7],
  ['breve', 0x2d8],
  ['dotaccent', 0x2d9],
  ['ring', 0x2da],
  ['ogonek', 0x2db],
  ['tilde', 0x2dc],
  ['hungarumlaut', 0x2dd],
  ['endash', 0x2013],
  ['emdash', 0x2014],
  ['quoteleft', 0x2018],
  ['quoteright', 0x2019],
  ['quotesinglbase', 0x201a],
  ['quotedblleft', 0x201c],
  ['quotedblright', 0x201d],
  ['quotedblbase', 0x201e],
  ['dagger', 0x2020],
  ['daggerdbl', 0x2021],
  ['bullet', 0x2022],
  ['ellipsis', 0x2026],
  ['perthousand', 0x2030],
  ['guilsinglleft', 0x2039],
  ['guilsinglright', 0x203a],
  ['fraction', 0x2044],
  ['Euro', 0x20ac],
  ['trademark', 0x2122],
  ['minus', 0x2212],
  ['fi', 0xfb01],
  ['fl', 0xfb02],
  ['ff', 0xfb00],
  ['ffi', 0xfb03],
  ['ffl', 0xfb04],
  ['middot', 0xb7],
  ['Omega', 0x2126],
  ['Delta', 0x2206],
  ['pi', 0x3c0],
  ['notequal', 0x2260],
  ['infinity', 0x221e],
  ['lessequal', 0x2264],
  ['greaterequal', 0x2265],
  ['partialdiff', 0x2202],
  ['summation', 0x2211],
  ['product', 0x220f],
  ['integral', 0x222b],
  ['radical', 0x221a],
  ['approxequal', 0x2248],
  ['lozenge', 0x25ca],
  ['apple', 0xf8ff],
  ['arrowleft', 0x2190],
  ['arrowup', 0x2191],
  ['arrowright', 0x2192],
  ['arrowdown', 0x2193],
  ['arrowboth', 0x2194],
  ['checkmark', 0x2713],
  ['heart', 0x2665],
  ['club', 0x2663],
  ['diamond', 0x2666],
  ['spade', 0x2660],
  ['female', 0x2640],
  ['male', 0x2642],
  ['filledbox', 0x25a0],
  ['circle', 0x25cb],
  ['triagup', 0x25b2],
  ['triagdn', 0x25bc],
  ['triagrt', 0x25ba],
  ['triaglf', 0x25c4],
  ['degree', 0xb0],
  ['numero', 0x2116],
  ['estimated', 0x212e],
  ['onethird', 0x2153],
  ['twothirds', 0x2154],
  ['oneeighth', 0x215b],
  ['threeeighths', 0x215c],
  ['fiveeighths', 0x215d],
  ['seveneighths', 0x215e],
  ['quotereversed', 0x201b],
  ['exclamdbl', 0x203c],
  ['figuredash', 0x2012],
  ['underscoredbl', 0x2017],
  ['twodotenleader', 0x2025],
  ['minute', 0x2032],
  ['second', 0x2033],
  ['colonmonetary', 0x20a1],
  ['lira', 0x20a4],
  ['peseta', 0x20a7],
  ['dong', 0x20ab],
  ['afii61352', 0x2116],
  ['logicalor', 0x2228],
  ['logicaland', 0x2227],
  ['intersection', 0x2229],
  ['union', 0x222a],
  ['element', 0x2208],
  ['therefore', 0x2234],
  ['similar', 0x223c],
  ['equivalence', 0x2261],
  ['proportional', 0x221d],
  ['universal', 0x2200],
  ['existential', 0x2203],
  ['emptyset', 0x2205],
  ['gradient', 0x2207],
  ['angle', 0x2220],
  ['orthogonal', 0x221f],
  ['dotmath', 0x22c5],
  ['house', 0x2302],
];

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
  for (const [name, code] of LISTED) map.set(name, String.fromCharCode(code));
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
