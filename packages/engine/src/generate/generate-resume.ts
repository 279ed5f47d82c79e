import type { ParsedResumeData } from '../types';
import { findSkills } from '../skills/find-skills';
import { analyzeJob, type JobAnalysis } from './analyze-job';
import { atsForResume } from './ats-for-resume';
import { findFabrications } from './find-fabrications';
import type { ResumeData } from './resume-data';

// Weak openings and the stronger verb that says the same thing (no new claim is added).
const OPENINGS: Array<[RegExp, string]> = [
  [/^responsible for (managing|leading|running|overseeing)\s+/i, 'Managed '],
  [/^responsible for\s+/i, 'Owned '],
  [/^helped (to )?/i, 'Supported '],
  [/^assisted (with|in)\s+/i, 'Supported '],
  [/^worked on\s+/i, 'Delivered work on '],
  [/^participated in\s+/i, 'Contributed to '],
  [/^involved in\s+/i, 'Contributed to '],
  [/^tasked with\s+/i, 'Handled '],
];

/** A bullet with a stronger opening and a capital letter; its facts and numbers untouched. */
export function strengthenBullet(bullet: string): string {
  let text = bullet.trim().replace(/\s+/g, ' ');
  for (const [pattern, verb] of OPENINGS) {
    if (pattern.test(text)) {
      text = text.replace(pattern, verb);
      break;
    }
  }
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function relevance(text: string, terms: Set<string>): number {
  return findSkills(text).filter((s) => terms.has(s.name)).length;
}

/**
 * The roles to rewrite: the parsed entries, or, when no dated entry was recognised, the lines of
 * the experience sections as one undated entry, so nothing the person wrote is dropped.
 */
function experienceEntries(parsed: ParsedResumeData): ParsedResumeData['experience'] {
  if (parsed.experience.length) return parsed.experience;
  const lines = parsed.sections.filter((s) => s.kind === 'experience').flatMap((s) => s.lines);
  if (!lines.length) return [];
  return [
    {
      kind: 'work',
      title: '',
      company: '',
      location: '',
      startDate: '',
      endDate: '',
      duration: '',
      current: false,
      bullets: lines.map((l) => l.text),
      lines: [],
      source: null,
    },
  ];
}

// Words that make a phrase a person ('data analyst') rather than a skill: such wordings are
// kept out of the competencies, which name skills.
const ROLE_NOUNS =
  /\b(analyst|engineer|developer|manager|designer|accountant|nurse|scientist|administrator|architect|specialist|consultant|technician|officer|writer|tester|assistant|clerk|supervisor)s?$/i;

/**
 * How a matched keyword is written in the competencies: in the job's own words when they name
 * the skill ('Postgres', 'code reviews'), else by its canonical name ('Data analysis' rather
 * than 'data analyst' or 'analyzing data').
 */
export function competencyName(keyword: { term: string; phrase: string }): string {
  const phrase = keyword.phrase.trim();
  const words = phrase.split(/\s+/);
  if (ROLE_NOUNS.test(phrase) || (words.length > 1 && /ing$/i.test(words[0]!))) return keyword.term;
  return phrase;
}

/** ' Seeking an Assistant Accountant role.' (empty without a title). */
function targetSentence(title: string | null): string {
  if (!title) return '';
  return ` Seeking ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} role.`;
}

function summaryFor(parsed: ParsedResumeData, job: JobAnalysis, matched: string[]): string {
  const latest = parsed.experience[0];
  const years = parsed.experience
    .map((e) => /(?:19|20)\d{2}/.exec(e.startDate)?.[0])
    .filter(Boolean) as string[];
  const since = years.length ? ` since ${years.sort()[0]}` : '';
  const who = latest?.title || 'Professional';
  const skills = matched.slice(0, 4);
  const skillText = skills.length
    ? ` in ${skills.slice(0, -1).join(', ')}${skills.length > 1 ? ' and ' : ''}${skills[skills.length - 1]}`
    : '';
  return `${who} with experience${since}${skillText}.`.replace(/\s+/g, ' ');
}

function draftWithoutResume(job: JobAnalysis): Omit<ResumeData, 'ats_validation' | 'ats_analysis'> {
  const top = job.keywords.slice(0, 6).map(competencyName);
  return {
    personal_info: {
      name: '[Your Name]',
      email: '[your.email@example.com]',
      phone: '[Your phone]',
      location: '[City, State]',
    },
    professional_summary: `[Your current title] with experience in ${top.slice(0, 3).join(', ') || 'the skills this role asks for'}. [One sentence on your strongest, measurable result.]`,
    core_competencies: top,
    experience: [
      {
        title: '[Most recent job title]',
        company: '[Employer]',
        duration: '[Start – End]',
        achievements: top
          .slice(0, 4)
          .map((term) => `[A result you achieved using ${term}: what you did and what changed]`),
      },
    ],
    education: ['[Degree, School, Year]'],
    skills: top,
  };
}

/**
 * Writes an ATS-optimized resume for a job from the person's own resume: a summary aimed at the
 * role, competencies in the job's order, bullets most relevant to the job first with stronger
 * openings, and the person's education and skills. It never adds an employer, title, date,
 * degree or number; job keywords the resume shows no evidence for are reported as missing.
 * Without a resume, it drafts a template with marked places for the person's own facts.
 */
export function generateResume(input: {
  jobDescription: string;
  resume: { parsed: ParsedResumeData; text: string } | null;
}): ResumeData {
  const job = analyzeJob(input.jobDescription);
  const jobTerms = new Set(job.keywords.map((k) => k.term));
  let body: Omit<ResumeData, 'ats_validation' | 'ats_analysis'>;
  if (!input.resume) {
    body = draftWithoutResume(job);
  } else {
    const { parsed, text } = input.resume;
    const found = findSkills(text);
    const own = found.filter((s) => s.kind !== 'soft').map((s) => s.name);
    // Soft skills the person wrote are theirs too: they stay, after the hard skills.
    const soft = found.filter((s) => s.kind === 'soft').map((s) => s.name);
    // The job's keywords the person shows, in the job's own words (the same skill by the name
    // the recruiter searches for).
    const matched = job.keywords
      .filter((k) => own.includes(k.term) || soft.includes(k.term))
      .map(competencyName);
    const matchedTerms = new Set(
      job.keywords.filter((k) => own.includes(k.term) || soft.includes(k.term)).map((k) => k.term),
    );
    body = {
      personal_info: {
        name: parsed.name ?? '',
        email: parsed.email ?? '',
        phone: parsed.phone ?? '',
        location: parsed.location ?? '',
      },
      professional_summary: `${summaryFor(parsed, job, matched)}${targetSentence(job.title)}`,
      core_competencies: [...matched, ...own.filter((t) => !matchedTerms.has(t))].slice(0, 12),
      experience: experienceEntries(parsed).map((e) => ({
        title: e.title,
        company: e.company,
        duration: e.duration,
        // `bullets` hold every achievement, the sentences of paragraphs included.
        achievements: e.bullets
          .map((b, i) => ({ b: strengthenBullet(b), score: relevance(b, jobTerms), i }))
          .sort((a, b) => b.score - a.score || a.i - b.i)
          .map((x) => x.b),
      })),
      education: parsed.education,
      skills: [...own, ...soft],
    };
    // Defensive: drop any line that would state something the resume does not.
    const fabrications = findFabrications(body, text);
    if (fabrications.length) {
      body.experience = body.experience.map((r) => ({
        ...r,
        achievements: r.achievements.filter(
          (a) =>
            findFabrications(
              {
                experience: [{ ...r, achievements: [a] }],
                education: [],
                professional_summary: '',
                core_competencies: [],
              },
              text,
            ).length === 0,
        ),
      }));
    }
  }
  return { ...body, ...atsForResume(job, body) };
}
