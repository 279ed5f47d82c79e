import type { TextLine } from '../types';
import { cleanLine } from './clean-line';
import { dateRange, type ResumeOutline } from './resume-outline';

interface Marks {
  emphasis?: boolean;
  bullet?: boolean;
  heading?: boolean;
}

/**
 * Writes a structured resume's outline as the lines a resume shows: name, label and contact,
 * then each section's heading, and per entry its header line ('Title | Company | Place'), its
 * dates, its prose and its highlights as bullets. Text is kept as written; only a value holding
 * several lines (a summary with line breaks) becomes several lines.
 */
export function outlineLines(outline: ResumeOutline): TextLine[] {
  const lines: TextLine[] = [];
  const push = (value: string, marks: Marks = {}) => {
    for (const part of value.split(/\r\n?|\n/)) {
      const { text } = cleanLine(part);
      if (!text) continue;
      const bullet = marks.bullet ?? false;
      const heading = marks.heading ?? false;
      lines.push({
        text,
        page: 1,
        fontSize: 0,
        emphasis: marks.emphasis ?? heading,
        bullet,
        heading,
      });
    }
  };
  push(outline.name, { emphasis: true });
  push(outline.label);
  if (outline.contact.length) push(outline.contact.join(' | '));
  if (outline.summary.length) {
    push('Summary', { heading: true });
    for (const s of outline.summary) push(s);
  }
  for (const section of outline.sections) {
    push(section.heading, { heading: true });
    for (const s of section.lines) push(s);
    for (const e of section.entries) {
      // Not emphasis: JSON says nothing of type, and a short bold line reads as a heading.
      push([e.title, e.org, e.location].filter(Boolean).join(' | '));
      push(dateRange(e));
      for (const link of e.links) push(link);
      for (const note of e.notes) push(note);
      for (const l of e.lines) push(l);
      for (const b of e.bullets) push(b, { bullet: true });
    }
  }
  return lines;
}
