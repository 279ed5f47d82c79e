import type { ParsedResumeData } from '../types';
import type { DocumentFormat, ExperienceEntry, TextLine } from '../types';
import { EngineError, noExperienceMessage } from '../engine-error';
import { analyzeJob, type JobAnalysis } from './analyze-job';
import { atsForResume } from './ats-for-resume';
import { auditResume } from './audit-resume';
import { repairResume } from './repair-resume';
import { hasExperience } from './has-experience';
import { activityRoles } from './activity-roles';
import { personName } from './person-name';
import { chooseSkills } from './choose-skills';
import { keepEducation, keepSections } from './keep-sections';
import { keepRoles } from './keep-roles';
import { indexSource, locate, type SourceIndex } from './source-index';
import { writeSummary } from './write-summary';
import { targetSentence } from './target-sentence';
import type { LineSource, ResumeBody, ResumeData } from './resume-data';

/** The name and contact details, each traced to the line it was read from. */
function contactOf(parsed: ParsedResumeData, index: SourceIndex) {
  const info = {
    name: personName(parsed.name ?? '', index.lines),
    email: parsed.email ?? '',
    phone: parsed.phone ?? '',
    location: parsed.location ?? '',
    links: parsed.links,
  };
  const sources: LineSource[] = (['name', 'email', 'phone', 'location'] as const)
    .filter((k) => info[k])
    .map((k) => ({ field: `personal_info.${k}`, lines: locate(index, info[k])?.lines ?? [] }));
  return { info, sources };
}

/** Roles in the order the person wrote them, where the reader knows each one's place. */
function inReadingOrder(entries: ExperienceEntry[]): ExperienceEntry[] {
  if (!entries.every((e) => e.source)) return entries;
  return [...entries].sort(
    (a, b) => a.source!.page - b.source!.page || a.source!.line - b.source!.line,
  );
}

/**
 * Writes an ATS-optimized resume for a job from the person's own resume. Every role keeps its
 * title, company, place and dates and every achievement stays under it in the person's order,
 * reworded only by safe edits; education, certifications, projects and the other sections are
 * kept; the summary is the person's own, or one sentence of their facts; skills come from the
 * resume, in the job's wording where the job names them. Each line records where it came from,
 * and a truth audit checks the whole before it is returned: a line it cannot trace is put back
 * in the person's own words, or left out with a notice, and the rest is written. Only a file
 * with no experience at all to write from is refused (NO_EXPERIENCE), with a next step that
 * does not send the person back to the format they used (`format`).
 */
export function generateResume(input: {
  jobDescription: string;
  /**
   * The parsed resume and its text; with the document's lines, each role is traced to the lines
   * the parser read it from, wherever the reader moved them.
   */
  resume: { parsed: ParsedResumeData; text: string; lines?: TextLine[] };
  /** The day 'Present' means, for counting years; the caller's clock. */
  today?: Date;
  /** The kind of file the resume was read from, for the refusal's next step. */
  format?: DocumentFormat;
}): ResumeData {
  const job: JobAnalysis = analyzeJob(input.jobDescription);
  const { parsed, text } = input.resume;
  // Roles under 'Activities' or 'Student Organizations' are roles too, in their own section.
  const activities = activityRoles(parsed);
  const entries = inReadingOrder([...parsed.experience, ...activities.entries]);
  if (!hasExperience(parsed, entries))
    throw new EngineError('NO_EXPERIENCE', noExperienceMessage(input.format));
  const index = indexSource(text);
  const contact = contactOf(parsed, index);
  const numbers = new Map(
    (input.resume.lines ?? []).flatMap((l, i) => (l.line ? [[`${l.page}:${l.line}`, i + 1]] : [])),
  );
  const roles = keepRoles(entries, index, numbers);
  const skills = chooseSkills({ text, ownSkills: parsed.skills, job, index });
  const summary = writeSummary({
    sections: parsed.sections,
    entries,
    skills: skills.shown,
    index,
    today: input.today ?? new Date(),
  });
  const target = targetSentence(job.title);
  if (target) {
    summary.text = `${summary.text} ${target}`.trim();
    summary.source.rule = [summary.source.rule, 'job-title'].filter(Boolean).join(', ');
  }
  const education = keepEducation(parsed, index);
  const extra = keepSections(parsed, index, activities.sections);
  const body: ResumeBody = {
    personal_info: contact.info,
    professional_summary: summary.text,
    core_competencies: skills.competencies,
    experience: roles.roles,
    education: education.lines,
    ...(education.entries ? { education_entries: education.entries } : {}),
    sections: extra.sections,
    skills: skills.skills,
  };
  const traced = [
    ...contact.sources,
    summary.source,
    ...skills.sources,
    ...roles.sources,
    ...education.sources,
    ...extra.sources,
  ];
  const repair = repairResume(body, traced, { text, roles: roles.originals });
  const provenance = repair.provenance;
  // What no repair could settle stays in the findings: reported, never hidden.
  const left = auditResume(body, provenance, { text, roles: repair.roles });
  return {
    ...body,
    provenance,
    audit: { findings: [...repair.findings, ...left], notices: repair.notices },
    ...atsForResume(job, body),
  };
}
