import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import type { ResumeDocument, TextLine } from '../src/types';

// A two-column PDF whose work runs over the page break: the reader takes each page's sidebar
// first, so the second page's roles come after the sidebar's 'Tools' list. The resume is
// written here in our own words; each line is [text, page, size].
type Row = [string, number, number];

function pdf(rows: Row[]): ResumeDocument {
  const lines: TextLine[] = rows.map(([text, page, fontSize], i) => ({
    text,
    page,
    fontSize,
    emphasis: false,
    bullet: false,
    line: i + 1,
  }));
  return {
    format: 'pdf',
    pages: 2,
    lines,
    text: lines.map((l) => l.text).join('\n'),
    wordCount: 200,
  };
}

const FIRST_PAGE: Row[] = [
  ['Ines Barros', 1, 28],
  ['ines.barros@example.com', 1, 9],
  ['Skills', 1, 16],
  ['Visual design', 1, 8],
  ['Prototyping', 1, 8],
  ['Experience', 1, 16],
  ['January 2023 - Present', 1, 11],
  ['Harbourlight Studio', 1, 11],
  ['Product Designer', 1, 13],
  ['Designed the booking flow used by forty hotels.', 1, 8],
  ['Ran interviews with guests every month.', 1, 8],
];

const SECOND_PAGE: Row[] = [
  ['Tools', 2, 16],
  ['Figma', 2, 8],
  ['Adobe Photoshop', 2, 8],
  ['Lightroom', 2, 8],
  ['March 2018 - December 2022', 2, 11],
  ['Quillbrook Photo Studio', 2, 11],
  ['Photographer', 2, 13],
  ['Photographed weddings and school events.', 2, 8],
  ['Edited and delivered every set to the client.', 2, 8],
];

describe('work that runs over a page break behind a sidebar list', () => {
  it('reads the next page’s role as work, not as a tool', () => {
    const roles = parseResume(pdf([...FIRST_PAGE, ...SECOND_PAGE])).experience;
    expect(roles.map((r) => [r.title, r.company])).toEqual([
      ['Product Designer', 'Harbourlight Studio'],
      ['Photographer', 'Quillbrook Photo Studio'],
    ]);
    expect(roles[1]!.startDate).toBe('March 2018');
  });

  it('leaves a list alone whose dated line is set in its own size (guard)', () => {
    const certificates: Row[] = [
      ['Certifications', 2, 16],
      ['Google UX Design Certificate', 2, 8],
      ['March 2018 - December 2022', 2, 8],
    ];
    const roles = parseResume(pdf([...FIRST_PAGE, ...certificates])).experience;
    expect(roles.map((r) => r.title)).toEqual(['Product Designer']);
  });
});
