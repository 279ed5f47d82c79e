import type { ExperienceEntry, TextLine } from '../types';
import { jobTitleWords } from '../data/job-title-words';
import { findDateRange, containsDateRange } from './find-dates';

const SEPARATORS = /\s*(?:\||•|·|—|–| - |,| at | @ )\s*/;

function looksLikeTitle(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .some((w) => jobTitleWords.has(w));
}

const US_STATE_OR_PLACE = /^(?:[A-Z]{2}|remote|hybrid|on-?site)$/i;

/** Splits an entry's header text into title, company and location. */
function titleCompanyLocation(parts: string[]): {
  title: string;
  company: string;
  location: string;
} {
  const pieces = parts
    .flatMap((p) => p.split(SEPARATORS))
    .map((p) => p.trim())
    .filter(Boolean);
  let location = '';
  const rest: string[] = [];
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (
      next &&
      US_STATE_OR_PLACE.test(next) &&
      /^[A-Z][a-z]/.test(piece) &&
      !looksLikeTitle(piece)
    ) {
      location = `${piece}, ${next}`;
      i += 1;
    } else if (US_STATE_OR_PLACE.test(piece)) {
      location ||= piece;
    } else {
      rest.push(piece);
    }
  }
  const titleIndex = rest.findIndex(looksLikeTitle);
  const title = titleIndex >= 0 ? rest[titleIndex]! : (rest[0] ?? '');
  const company = rest.find((_, i) => i !== (titleIndex >= 0 ? titleIndex : 0)) ?? '';
  return { title, company, location };
}

interface Block {
  header: TextLine[];
  body: TextLine[];
}

/**
 * Cuts an experience section into entries: header lines (title, company, dates) followed by
 * bullets or description. A new entry starts with a non-bullet line after bullets, or with a
 * second dated header line.
 */
function blocks(lines: TextLine[]): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  for (const line of lines) {
    const dated = containsDateRange(line.text);
    const headerHasDate = current?.header.some((l) => containsDateRange(l.text)) ?? false;
    const startsNew =
      !current ||
      (!line.bullet &&
        current.body.length > 0 &&
        (dated || line.emphasis || line.text.length < 90)) ||
      (!line.bullet &&
        dated &&
        headerHasDate &&
        current.body.length === 0 &&
        current.header.length >= 2);
    if (startsNew) {
      current = { header: [], body: [] };
      out.push(current);
    }
    if (
      line.bullet ||
      (current!.header.length >= 2 && headerHasDate && !dated && line.text.length > 90)
    ) {
      current!.body.push(line);
    } else if (current!.body.length === 0 && current!.header.length < 4) {
      current!.header.push(line);
    } else {
      current!.body.push(line);
    }
  }
  return out;
}

/** The dated entries (jobs, roles) of experience-like sections, with their bullets. */
export function extractExperience(lines: TextLine[]): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  for (const block of blocks(lines)) {
    const headerText = block.header.map((l) => l.text);
    const dates = headerText.map(findDateRange).find(Boolean) ?? null;
    const parts = headerText
      .map((t) => (dates ? t.replace(dates.text, ' ') : t))
      .map((t) => t.replace(/\s*[|,–-]\s*$/, '').trim())
      .filter(Boolean);
    if (!dates && block.body.length === 0) continue;
    const { title, company, location } = titleCompanyLocation(parts);
    const first = block.header[0] ?? block.body[0];
    entries.push({
      kind: 'work',
      title,
      company,
      location,
      startDate: dates?.start ?? '',
      endDate: dates?.end ?? '',
      duration: dates ? `${dates.start} – ${dates.end}` : '',
      current: dates?.current ?? false,
      bullets: block.body.filter((l) => l.bullet).map((l) => l.text),
      lines: block.body.filter((l) => !l.bullet).map((l) => l.text),
      source: first?.line ? { page: first.page, line: first.line } : null,
    });
  }
  return entries;
}
