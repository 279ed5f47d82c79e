import type { ParsedResumeData } from '../types';
import { EngineError } from '../engine-error';
import { analyzeJob, type JobAnalysis } from './analyze-job';
import { atsForResume } from './ats-for-resume';
import { auditResume, type AuditSource } from './audit-resume';
import { chooseSkills } from './choose-skills';
import { keepEducation, keepSections } from './keep-sections';
import { keepRoles } from './keep-roles';
import { indexSource, locate, type SourceIndex } from './source-index';
import { writeSummary } from './write-summary';
import { targetSentence } from './target-sentence';
import type { AuditFinding, LineSource, ResumeBody, ResumeData } from './resume-data';

/** The name and contact details, each traced to the line it was read from. */
function contactOf(parsed: ParsedResumeData, index: SourceIndex) {
  const info = {
    name: parsed.name ?? '',
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

/**
 * Puts the person's own words back where a rewording failed the audit, and says so. What the
 * audit still finds after that (a dropped or moved line) is a fault of the generator: it
 * refuses to answer rather than hand over a false resume.
 */
function repair(body: ResumeBody, provenance: LineSource[], source: AuditSource): AuditFinding[] {
  const done: AuditFinding[] = [];
  for (const finding of auditResume(body, provenance, source)) {
    const at = /^experience\.(\d+)\.achievements\.(\d+)$/.exec(finding.field);
    const original = at ? source.roles[Number(at[1])]?.[Number(at[2])] : undefined;
    if (!at || original === undefined || finding.code === 'moved') continue;
    body.experience[Number(at[1])]!.achievements[Number(at[2])] = original;
    done.push({
      code: 'reverted',
      field: finding.field,
      message: `Kept your own words: ${finding.message}`,
    });
  }
  const left = auditResume(body, provenance, source);
  // What is left is the generator's own fault; the findings go with the error for the logs.
  if (left.length)
    throw Object.assign(new EngineError('UNTRACEABLE'), {
      findings: left.map((f) => `${f.code} ${f.field}: ${f.message}`),
    });
  return done;
}

/**
 * Writes an ATS-optimized resume for a job from the person's own resume. Every role keeps its
 * title, company, place and dates and every achievement stays under it in the person's order,
 * reworded only by safe edits; education, certifications, projects and the other sections are
 * kept; the summary is the person's own, or one sentence of their facts; skills come from the
 * resume, in the job's wording where the job names them. Each line records where it came from,
 * and a truth audit checks the whole before it is returned.
 */
export function generateResume(input: {
  jobDescription: string;
  resume: { parsed: ParsedResumeData; text: string };
  /** The day 'Present' means, for counting years; the caller's clock. */
  today?: Date;
}): ResumeData {
  const job: JobAnalysis = analyzeJob(input.jobDescription);
  const { parsed, text } = input.resume;
  const index = indexSource(text);
  const contact = contactOf(parsed, index);
  const roles = keepRoles(parsed.experience, index);
  const skills = chooseSkills({ text, ownSkills: parsed.skills, job, index });
  const summary = writeSummary({
    sections: parsed.sections,
    entries: parsed.experience,
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
  const extra = keepSections(parsed, index);
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
  const provenance = [
    ...contact.sources,
    summary.source,
    ...skills.sources,
    ...roles.sources,
    ...education.sources,
    ...extra.sources,
  ];
  const findings = repair(body, provenance, { text, roles: roles.originals });
  return { ...body, provenance, audit: { findings }, ...atsForResume(job, body) };
}
