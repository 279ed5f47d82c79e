import type { ParsedResumeData, ResumeDocument } from '../types';
import type { CheckContext, Statement } from './check-types';
import { findSkills } from '../skills/find-skills';
import { yearOf } from '../parse/find-dates';
import type { Speller } from '../spelling/load-speller';

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);
}

/** Years the experience dates span; "Present" counts as the latest year the resume mentions. */
export function experienceYears(parsed: ParsedResumeData, doc: ResumeDocument): number {
  const mentioned = [...doc.text.matchAll(/\b(?:19|20)\d{2}\b/g)].map((m) => Number(m[0]));
  const latest = mentioned.length ? Math.max(...mentioned) : 0;
  let first = Infinity;
  let last = 0;
  for (const role of parsed.experience) {
    const start = yearOf(role.startDate);
    const end = role.current ? latest : yearOf(role.endDate);
    if (start) first = Math.min(first, start);
    if (end) last = Math.max(last, end);
  }
  return Number.isFinite(first) && last >= first ? Math.min(50, last - first + 0.5) : 0;
}

/** Computes once what the checks look at: the statements of each role, years, skills. */
export function buildContext(
  doc: ResumeDocument,
  parsed: ParsedResumeData,
  speller: Speller | null = null,
): CheckContext {
  const statements: Statement[] = [];
  for (const entry of parsed.experience) {
    for (const bullet of entry.bullets) statements.push({ text: bullet, entry });
    if (entry.bullets.length === 0) {
      for (const line of entry.lines)
        for (const s of sentences(line)) statements.push({ text: s, entry });
    }
  }
  return {
    doc,
    parsed,
    statements,
    years: experienceYears(parsed, doc),
    skills: findSkills(doc.text),
    speller,
  };
}
