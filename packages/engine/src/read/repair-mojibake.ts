// Text whose UTF-8 bytes were once read as Windows-1252 and written again ('â€“' for '–',
// 'Ã©' for 'é', 'ï¼' for a fullwidth dash): a resume builder's export that did this prints
// the garbled letters into the PDF itself, and then dashes between dates, bullets and accents
// are lost to every rule that looks for them.

// The Windows-1252 characters of bytes 0x80 to 0x9F; the five bytes it leaves undefined (0x81,
// 0x8D, 0x8F, 0x90, 0x9D) have no character and are dropped by such an export.
const CP1252_HIGH: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

// A character that stands for a UTF-8 continuation byte (0x80 to 0xBF) once so misread.
const TAIL = `[\\u0080-\\u00BF${Object.keys(CP1252_HIGH).join('')}]`;
// A lead byte's character and as many continuation characters as the lead announces.
const WHOLE = new RegExp(
  `[\\u00C2-\\u00DF]${TAIL}|[\\u00E0-\\u00EF]${TAIL}{2}|[\\u00F0-\\u00F4]${TAIL}{3}`,
  'g',
);
// A three-byte sequence whose last byte was one of the five dropped ones, standing alone
// between spaces: 'Company Name ï¼ City', '02/2013 ï¼ 08/2015'.
const CUT_SEPARATOR = new RegExp(`(?<=^|\\s)[\\u00E0-\\u00EF]${TAIL}(?=[\\s\\u200B]|$)`, 'g');
// A no-break space whose second byte became a plain space: 'Workshop:Â Conducted'.
const LOST_NO_BREAK = /(?<=\S)\u00C2(?=\s|$)/g;
const LEAD = /[\u00C2-\u00F4]/;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The byte a character stands for when UTF-8 was misread as Windows-1252. */
function byteOf(char: string): number {
  const code = char.charCodeAt(0);
  return code >= 0x80 && code <= 0xff ? code : CP1252_HIGH[char]!;
}

/** One garbled sequence's own character, or the sequence as written if it decodes to none. */
function decoded(sequence: string): string {
  try {
    return decoder.decode(Uint8Array.from(sequence, byteOf));
  } catch {
    return sequence;
  }
}

/**
 * A line with UTF-8 misread as Windows-1252 put right: 'Jan 2020 â€“ Present' -> 'Jan 2020 –
 * Present', 'Ã©cole' -> 'école'. Only whole sequences that decode as UTF-8 change, so a name
 * written with real accents stays as it is; twice garbled text takes a second pass. A sequence
 * cut short by a dropped byte cannot be decoded: standing alone between words it was a
 * separator (the dates' and the employer's fullwidth dash), read as a dash; elsewhere it stays.
 * A no-break space that lost its second byte to a plain space leaves only its first: dropped.
 */
export function repairMojibake(text: string): string {
  if (!LEAD.test(text)) return text;
  let repaired = text;
  for (let pass = 0; pass < 2; pass += 1) {
    const next = repaired.replace(WHOLE, decoded);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired.replace(CUT_SEPARATOR, '–').replace(LOST_NO_BREAK, '');
}
