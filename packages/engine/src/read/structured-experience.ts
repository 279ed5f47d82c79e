import type { ExperienceEntry } from '../types';
import { structuredOutline } from './read-json-resume';
import { dateRange, isCurrent } from './resume-outline';
import { splitSentences } from '../parse/experience/achievements-from-body';

/**
 * The experience entries a structured resume (JSON Resume or FRESH) states: jobs, volunteering,
 * service and leadership roles with their dates as written, their summary as paragraphs, and as
 * achievements the summary's sentences and the highlights. A start without an end runs to the
 * present. Null when the document was not structured or states
 * none, so the parser's own reading applies.
 */
export function structuredExperience(structured: unknown): ExperienceEntry[] | null {
  if (!structured || typeof structured !== 'object') return null;
  const entries = structuredOutline(structured).sections.flatMap((section) =>
    section.entries.flatMap((e) => {
      if (!e.kind) return [];
      const current = isCurrent(e);
      return [
        {
          kind: e.kind,
          title: e.title,
          company: e.org,
          location: e.location,
          startDate: e.start,
          endDate: current && !e.end ? 'Present' : e.end,
          duration: dateRange(e),
          current,
          // Every achievement, as the parser gives them: each sentence of the summary, then
          // each highlight.
          bullets: [...e.lines.flatMap(splitSentences), ...e.bullets],
          lines: e.lines,
          source: null,
        },
      ];
    }),
  );
  return entries.length ? entries : null;
}
