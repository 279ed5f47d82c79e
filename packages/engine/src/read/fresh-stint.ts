import { entry, type OutlineEntry } from './resume-outline';
import { labelled, strings, text, type Json } from './structured-fields';

/** The common shape of FRESH's dated entries (employment, service, governance, affiliation). */
export function freshStint(
  e: Json,
  title: string,
  org: string,
  kind?: OutlineEntry['kind'],
): OutlineEntry {
  return entry({
    kind,
    title,
    org,
    location: text(e.location),
    start: text(e.start),
    end: text(e.end),
    lines: strings(e.summary),
    notes: labelled('Keywords', strings(e.keywords)),
    bullets: strings(e.highlights),
    links: [text(e.url), text(e.repo)].filter(Boolean),
  });
}
