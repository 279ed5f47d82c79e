import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { pdfOf } from './fixtures/pdf-lines';

// The person's name where theme pages set it oddly: under a monogram, printed twice on one line,
// under a page's menu (issue #23). Made-up people.
describe('a monogram in the largest type over a name in capitals', () => {
  it('is not taken for the name', () => {
    const doc = pdfOf([
      ['IV', 52],
      ['INES VARGA', 17],
      ['ines.varga@example.com', 10],
      ['419-450-1795, NY', 10],
      ['PROFILE', 13.9, false, true],
      ['Senior developer of payment systems.', 10],
    ]);
    expect(parseResume(doc).name).toBe('INES VARGA');
  });
});

describe('a name printed twice on one line', () => {
  it('is said once', () => {
    const doc = pdfOf([
      ['Ines Varga Ines Varga', 12],
      ['ines.varga@example.com', 9.6],
      ['Work Experience', 12, true],
      ['Lead Developer, Daily Courier Group', 12, false, true],
      ['Sep, 2001 - Present', 10],
    ]);
    expect(parseResume(doc).name).toBe('Ines Varga');
  });
});

describe("a name under a page's menu", () => {
  it('is found when the lines above the first heading hold no word', () => {
    const lines = [
      ['×', false, false],
      ['About', true, false],
      ['Work Experience', true, false],
      ['Ines Varga', false, true],
      ['Data Engineer', false, true],
      ['ines.varga@example.com', false, false],
      ['Work Experience', false, true],
      ['Data Engineer, Kinsol Labs Inc.', true, false],
      ['May, 2017 - Present', false, false],
    ] as const;
    const doc = pdfOf(lines.map(([text]) => [text, 0]));
    doc.format = 'docx';
    doc.lines.forEach((l, i) => {
      l.bullet = lines[i]![1];
      l.emphasis = lines[i]![2];
      l.heading = lines[i]![2];
    });
    expect(parseResume(doc).name).toBe('Ines Varga');
  });
});
