import { describe, expect, it } from 'vitest';
import { repairMojibake } from '../src/read/repair-mojibake';
import { parseText, rolesOfText } from './fixtures/parse-text';

// Text garbled as a resume builder's export garbles it: UTF-8 bytes shown as Windows-1252.
const garble = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) =>
    byte < 0x80
      ? String.fromCharCode(byte)
      : new TextDecoder('windows-1252').decode(Uint8Array.of(byte)),
  ).join('');

describe('text garbled by a wrong encoding', () => {
  it('puts dashes, bullets, quotes and accents back', () => {
    for (const text of [
      'Jan 2020 – Present',
      '• Led the team',
      '“Best of”',
      'École, Zürich',
      '➢ Item',
    ])
      expect(repairMojibake(garble(text))).toBe(text);
    // Garbled twice, as a second export over the first does.
    expect(repairMojibake(garble(garble('Sales – Boston')))).toBe('Sales – Boston');
  });

  it('leaves real accents and text that only looks alike as written', () => {
    for (const text of ['José Álvarez, Café Olé', 'SÃO PAULO', 'Straße 5', 'Prix: 5 €', 'Ã'])
      expect(repairMojibake(text)).toBe(text);
  });

  it('reads a separator whose last byte the export dropped as a dash', () => {
    // 'ï¼' is the start of a fullwidth dash whose third byte Windows-1252 has no letter for.
    expect(repairMojibake('02/2013 ï¼\u200B 08/2015')).toBe('02/2013 –\u200B 08/2015');
    expect(repairMojibake('Globex ï¼ Austin')).toBe('Globex – Austin');
    // Inside a word it is no separator, and stays.
    expect(repairMojibake('abcï¼def')).toBe('abcï¼def');
    // A no-break space whose second byte became a plain space.
    expect(repairMojibake('Workshop:Â Conducted')).toBe('Workshop: Conducted');
  });

  it('reads the roles of a garbled export: dates, employer and town apart', () => {
    const text = garble(
      `Dana Reyes\ndana@example.com\n\nExperience\nEngineering Services Manager 02/2013 \uFF0D\u200B 08/2015 Globex Corporation Austin , TX\n• Cut downtime by 30% across 4 lines\nPublic Relations Director , 01/2010 to 01/2013 Initech – Dallas , TX\n• Placed 40 stories in national press`,
    ).replace(/\u00EF\u00BC\u008D|\u00EF\u00BC\uFFFD/g, 'ï¼');
    expect(rolesOfText(text)).toEqual([
      ['Engineering Services Manager', 'Globex Corporation', '02/2013', '08/2015'],
      ['Public Relations Director', 'Initech', '01/2010', '01/2013'],
    ]);
    expect(parseText(text).experience[1]!.bullets).toEqual(['Placed 40 stories in national press']);
  });
});
