import type { ResumeSection, TextLine } from '../types';
import { headingKind } from './classify-heading';

/**
 * Cuts the lines into sections at heading lines. What comes before the first heading is the
 * header (kind contact, empty heading).
 */
export function splitSections(
  lines: TextLine[],
  isHeading: (line: TextLine) => boolean,
): ResumeSection[] {
  const sections: ResumeSection[] = [{ heading: '', kind: 'contact', lines: [] }];
  for (const line of lines) {
    if (isHeading(line)) {
      const heading = line.text.replace(/:$/, '').trim();
      sections.push({ heading, kind: headingKind(heading) ?? 'other', lines: [] });
    } else {
      sections[sections.length - 1]!.lines.push(line);
    }
  }
  return sections.filter((s, i) => i === 0 || s.lines.length > 0 || s.heading);
}
