import { findSkillMentions } from '../skills/find-skills';
import type { SkillKind } from '../data/skills-taxonomy';

/** One thing the job asks for. */
export interface JobKeyword {
  /** The canonical name (matching in resumes is by this name or any synonym). */
  term: string;
  /** How the job writes it ('Postgres' for PostgreSQL): an ATS search looks for these words. */
  phrase: string;
  kind: SkillKind | 'degree';
  /** Importance: required terms and repeated terms weigh more. */
  weight: number;
  required: boolean;
  /** How the job asks for it: in a required line or list, only as a nice-to-have, or neither. */
  importance: 'required' | 'preferred' | 'mentioned';
  /** How many lines name it. */
  mentions: number;
  /** Where it is first named, as a share of the posting's lines (0 = the top). */
  firstSeen: number;
}

export interface JobAnalysis {
  title: string | null;
  seniority: 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'executive' | null;
  keywords: JobKeyword[];
}

// Lines about pay, perks and legal notices say nothing about the work.
const BOILERPLATE =
  /equal opportunity|equal employment|affirmative action|disabilit|veteran|race, colou?r|sexual orientation|benefits|salary|compensation package|401\(k\)|paid time off|pto\b|health insurance|dental|vision insurance|we are an?|about us|how to apply|apply now|privacy|background check/i;
const PREFERRED =
  /prefer|nice to have|nice-to-have|bonus|plus\b|desirable|advantage|ideally|good to have|optional/i;
const REQUIRED =
  /require|must|minimum|essential|need|mandatory|qualifications|you have|you will have|experience with|proficien/i;
const DEGREES: Array<[RegExp, string]> = [
  [/\b(ph\.?d|doctorate)\b/i, 'PhD'],
  [/\b(master'?s|m\.?s\.?c?|mba|m\.?a\.)\b(?! office)/i, "Master's degree"],
  [/\b(bachelor'?s|b\.?s\.?c?|b\.?a\.|undergraduate degree)\b/i, "Bachelor's degree"],
  [/\bassociate'?s degree\b/i, "Associate's degree"],
];
const SENIORITY: Array<[RegExp, JobAnalysis['seniority']]> = [
  [/\b(chief|vp|vice president|head of|director)\b/i, 'executive'],
  [/\b(lead|principal|staff|manager)\b/i, 'lead'],
  [/\bsenior|sr\.?\b/i, 'senior'],
  [/\bjunior|jr\.?\b|entry[- ]level|graduate\b/i, 'junior'],
  [/\bintern(ship)?\b/i, 'intern'],
];

/** The seniority a job title names ('Senior Data Analyst': senior), or null when it names none. */
export function seniorityOf(title: string): JobAnalysis['seniority'] {
  return SENIORITY.find(([re]) => re.test(title))?.[1] ?? null;
}

/** A title without its label ('Job Description: ...') or parenthetical ('(3 Years of Experience)'). */
function cleanTitle(text: string): string {
  return text
    .replace(/^(?:job description|job title|title|position|role|job)\s*[:-]\s*/i, '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s*[-–|]\s*(remote|hybrid|on-?site|full[- ]time|part[- ]time|contract)\b.*$/i, '')
    .trim();
}

function findTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, 15)) {
    const labelled = /^(?:job title|title|position|role)\s*[:-]\s*(.+)$/i.exec(line);
    if (labelled) return cleanTitle(labelled[1]!);
  }
  const first = lines.find(
    (l) => l.split(/\s+/).length <= 10 && !/[.:]$/.test(l) && !BOILERPLATE.test(l),
  );
  return first ? cleanTitle(first) || null : null;
}

/**
 * Reads a job description: its title and seniority, and its keywords (skills, tools,
 * certifications, degrees) ranked by weight, required ones above nice-to-haves. Boilerplate
 * (benefits, equal-opportunity text) is ignored.
 */
export function analyzeJob(text: string): JobAnalysis {
  const lines = text
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.replace(/^[\s•*·\-–]+/, '').trim())
    .filter(Boolean);
  const title = findTitle(lines);
  const byTerm = new Map<string, JobKeyword>();
  let mode: 'required' | 'preferred' | 'neutral' = 'neutral';
  for (const [index, line] of lines.entries()) {
    const short = line.split(/\s+/).length <= 6;
    // A heading sets the mood of the lines under it ('Preferred qualifications').
    if (short && PREFERRED.test(line)) mode = 'preferred';
    else if (short && REQUIRED.test(line)) mode = 'required';
    else if (short && /responsibilit|what you.?ll do|duties|about the (role|job)/i.test(line))
      mode = 'neutral';
    if (BOILERPLATE.test(line)) continue;
    const required = PREFERRED.test(line) ? false : REQUIRED.test(line) || mode === 'required';
    const found: Array<{ term: string; phrase: string; kind: JobKeyword['kind'] }> = [
      ...findSkillMentions(line).map((m) => ({
        term: m.entry.name,
        phrase: m.term,
        kind: m.entry.kind,
      })),
      ...DEGREES.filter(([re]) => re.test(line)).map(([, term]) => ({
        term,
        phrase: term,
        kind: 'degree' as const,
      })),
    ];
    const preferred = !required && (PREFERRED.test(line) || mode === 'preferred');
    for (const { term, phrase, kind } of found) {
      const entry = byTerm.get(term) ?? {
        term,
        phrase,
        kind,
        weight: 0,
        required: false,
        importance: 'preferred' as JobKeyword['importance'],
        mentions: 0,
        firstSeen: index / lines.length,
      };
      // Soft skills count, but an ATS search is mostly for hard skills, tools and credentials.
      entry.weight += (required ? 2 : mode === 'preferred' ? 0.5 : 1) * (kind === 'soft' ? 0.5 : 1);
      entry.required ||= required;
      entry.mentions += 1;
      // The strongest way any line asks for it: required beats a plain mention beats a wish.
      if (required) entry.importance = 'required';
      else if (!preferred && entry.importance === 'preferred') entry.importance = 'mentioned';
      byTerm.set(term, entry);
    }
  }
  const seniority = seniorityOf(title ?? '');
  const keywords = [...byTerm.values()].sort(
    (a, b) => b.weight - a.weight || a.term.localeCompare(b.term),
  );
  return { title, seniority, keywords };
}
