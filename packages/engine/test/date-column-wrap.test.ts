import { describe, expect, it } from 'vitest';
import { rolesOfText } from './fixtures/parse-text';
import { linesFromText } from '../src/read/lines-from-text';
import { joinWrappedRanges } from '../src/parse/experience/join-wrapped-ranges';

// Builders that set the dates in a narrow column beside the title wrap the range at its dash:
// '11/2024 | Freelance developer' over '- 02/2025'. Each resume is written here in our own words.
describe('a range wrapped at its dash beside the title', () => {
  it('puts the range back together before the title', () => {
    const lines = joinWrappedRanges(
      linesFromText('11/2024 | Freelance developer\n- 02/2025\nHarbourlight Studio, Remote'),
    );
    expect(lines.map((l) => l.text)).toEqual([
      '11/2024 - 02/2025 | Freelance developer',
      'Harbourlight Studio, Remote',
    ]);
  });

  it('reads each role of such a column with its dates, title and employer', () => {
    const roles = rolesOfText(
      [
        'Ines Barros',
        'ines.barros@example.com',
        '',
        'Work History',
        '11/2024 | Freelance developer',
        '- 02/2025',
        'Harbourlight Studio, Remote',
        'Built booking pages for three small hotels.',
        '04/2019 | Camp Leader',
        '- present',
        'Quillbrook Youth Trust, Lisbon',
        'Planned summer camps for forty children.',
      ].join('\n'),
    );
    expect(roles).toEqual([
      ['Freelance developer', 'Harbourlight Studio', '11/2024', '02/2025'],
      ['Camp Leader', 'Quillbrook Youth Trust', '04/2019', 'present'],
    ]);
  });

  it('leaves a dash that opens a sentence under a dated line alone (guard)', () => {
    const lines = joinWrappedRanges(
      linesFromText('2021 | Data Analyst\n- reduced report time by half'),
    );
    expect(lines).toHaveLength(2);
  });
});
