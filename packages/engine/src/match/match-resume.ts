import { analyzeJob, type JobKeyword } from '../generate/analyze-job';
import { findSkillMentions, termPattern } from '../skills/find-skills';
import type { ParsedResumeData, ResumeDocument } from '../types';
import { fieldBasis, fieldShare } from './field-overlap';
import { findSkillEvidence } from './find-skill-evidence';
import type { MatchReport, MatchedSkill } from './match-report';
import { matchRate, skillWeight, type MatchState } from './match-rate';
import { resumeLines } from './resume-lines';
import { DEGREE_LEVELS, SENIORITY_LEVELS, resumeShows } from './resume-shows';
import { suggestEdits } from './suggest-edits';
import { coreTitle, titleMatch } from './title-match';
import { yearsAsked } from './years-asked';
import { bandOf, bandReasons } from './match-band';
import { occupationFit } from './occupation-fit';
import { yearsNearJob } from './years-near-job';
import { occupationOf } from './occupation-of';
import { headlineTitles } from './headline-titles';
import { engineeringLean, type EngineeringLean } from './engineering-lean';
import { RATE_SCALE } from '../data/match-weights';

/** Below this share of the job title's words, the title does not count as matched. */
const TITLE_MATCHED = 0.99;

/**
 * A resume against a job description: which of the job's skills, tools and certifications it
 * shows (quoting the line) or lacks, most important first; the title, years, level and degree
 * asked against shown; the match rate out of 100; and the five edits that would raise it most.
 * `today` is the day a 'Present' role runs to.
 */
export function matchResume(input: {
  jobDescription: string;
  document: ResumeDocument;
  parsed: ParsedResumeData;
  today: Date;
}): MatchReport {
  const job = analyzeJob(input.jobDescription);
  const lines = resumeLines(input.document, input.parsed);
  const asked = job.keywords.filter((k) => k.kind !== 'degree');
  const skills = asked
    .filter((k) => !insideAnother(k, asked))
    .map((keyword) => {
      const evidence = findSkillEvidence(keyword, lines);
      const skill: MatchedSkill & { weight: number; inRole: boolean } = {
        name: keyword.term,
        kind: keyword.kind as MatchedSkill['kind'],
        importance: keyword.importance,
        job_wording: keyword.phrase,
        found: evidence !== null,
        how: evidence?.how ?? null,
        resume_wording: evidence?.wording ?? null,
        line: evidence?.line.text ?? null,
        section: evidence?.line.section || null,
        weight: skillWeight(keyword),
        inRole: evidence?.line.inRole ?? false,
      };
      return skill;
    })
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));

  const shows = resumeShows(input.parsed, input.today);
  const summary = input.parsed.sections
    .filter((s) => s.kind === 'summary' || s.kind === 'contact' || s.kind === 'objective')
    .flatMap((s) => s.lines.map((l) => l.text))
    .join(' ');
  const title = titleMatch(job.title, shows.titles, summary);
  const years = yearsAsked(input.jobDescription);
  const work = input.parsed.experience.filter((e) => e.kind === 'work' && e.title);
  // The parts a title's occupation sets, for a lean on what an ambiguous title names. The lean
  // is read only when a title could be software or other engineering ('Engineering Manager').
  const occupationParts = (lean: () => EngineeringLean) => {
    const fit = occupationFit(
      job.title ? coreTitle(job.title) : null,
      work.map((e) => e.title),
      headlineTitles(input.parsed),
      lean,
    );
    const yearsInField = fit ? yearsNearJob(job.title, work, input.today, lean) : shows.years;
    const experience = experienceScore(years, yearsInField, job.seniority, shows.seniority);
    return { fit, yearsInField, experience };
  };
  let leanRead: EngineeringLean | undefined;
  const lean = () => (leanRead ??= engineeringLean(lines));
  const { fit, yearsInField, experience } = occupationParts(lean);
  const degreeAsked = lowestDegreeAsked(job.keywords.map((k) => k.term));
  const educationMet =
    degreeAsked === null
      ? null
      : shows.degree !== null &&
        DEGREE_LEVELS.indexOf(shows.degree) >= DEGREE_LEVELS.indexOf(degreeAsked);

  const basis = fieldBasis(skills, lines);
  const jobOccupation = occupationOf(job.title ? coreTitle(job.title) : null);
  const state: MatchState = {
    skills,
    title: job.title ? title.score : null,
    experience: experience.score,
    education: educationMet === null ? null : educationMet ? 1 : 0,
    field: basis ? fieldShare(basis) : null,
    ...occupationState(fit, jobOccupation),
    fieldBasis: basis,
    titleSkills: job.title ? skillsIn(coreTitle(job.title), skills) : [],
  };
  const { rate, parts } = matchRate(state);
  const skillsHeading =
    input.parsed.sections.find((s) => s.kind === 'skills')?.heading.trim() || null;
  const certifications = skills.filter((s) => s.kind === 'certification');
  const required = skills.filter((s) => s.importance === 'required' && s.kind !== 'soft');
  return {
    match_rate: rate,
    band: bandOf(rate),
    band_reasons: bandReasons({
      jobTitle: job.title ? coreTitle(job.title) : null,
      fit,
      required: { shown: required.filter((s) => s.found).length, asked: required.length },
      years: { inField: yearsInField, asked: years },
    }),
    job_title: job.title,
    title: {
      job_title: job.title,
      resume_title: title.resumeTitle,
      matched: title.score >= TITLE_MATCHED,
    },
    skills: skills.map(({ weight: _weight, inRole: _inRole, ...skill }) => skill),
    experience: {
      years_asked: years,
      years_shown: yearsInField,
      seniority_asked: job.seniority,
      seniority_shown: shows.seniority,
      met: experience.score === null ? null : experience.score >= 1,
    },
    education: { asked: degreeAsked, shown: shows.degree, met: educationMet },
    certifications: {
      asked: certifications.map((c) => c.name),
      shown: certifications.filter((c) => c.found).map((c) => c.name),
    },
    parts: Object.fromEntries(
      Object.entries(parts).map(([part, score]) => [
        part,
        score === null ? null : Math.round(score * 100),
      ]),
    ) as MatchReport['parts'],
    edits: suggestEdits(state, {
      jobTitle: job.title,
      skillsHeading,
      // Only when a title asked for the lean can a skill added turn it.
      afterAdding: (skill) => {
        const entry = leanRead && findSkillMentions(skill)[0]?.entry;
        const turned = entry ? engineeringLean(lines, [entry]) : leanRead;
        if (!entry || turned === leanRead) return null;
        const after = occupationParts(() => turned!);
        return { ...occupationState(after.fit, jobOccupation), experience: after.experience.score };
      },
    }),
  };
}

/** The state's occupation parts from the resume's occupation fit and the job's occupation. */
function occupationState(
  fit: ReturnType<typeof occupationFit>,
  jobOccupation: ReturnType<typeof occupationOf>,
): Pick<MatchState, 'occupation' | 'occupationFromHeadline'> {
  return {
    // When the job's occupation is known and the resume's is not, its words alone must not
    // lift it above people the taxonomy places: it sits at the scale's unknown closeness.
    occupation: fit?.closeness ?? (jobOccupation ? RATE_SCALE.unknown : null),
    occupationFromHeadline: jobOccupation !== null && (fit === null || fit.source === 'headline'),
  };
}

/** The lowest degree the job names: a 'Bachelor's or Master's' ask is met by a bachelor's. */
function lowestDegreeAsked(terms: string[]): (typeof DEGREE_LEVELS)[number] | null {
  return DEGREE_LEVELS.find((level) => terms.includes(level)) ?? null;
}

/**
 * Years and level against the ask, 0..1: the share of the years asked that the dated roles
 * cover, and the level one step short counting half. Null when the job asks for neither.
 */
function experienceScore(
  asked: number | null,
  shown: number | null,
  levelAsked: MatchReport['experience']['seniority_asked'],
  levelShown: MatchReport['experience']['seniority_shown'],
): { score: number | null } {
  const scores: number[] = [];
  if (asked !== null) scores.push(Math.min(1, (shown ?? 0) / asked));
  if (levelAsked !== null && levelAsked !== 'mid') {
    const want = SENIORITY_LEVELS.indexOf(levelAsked);
    // A title without a level word reads as mid-level.
    const have = SENIORITY_LEVELS.indexOf(levelShown ?? 'mid');
    scores.push(have >= want ? 1 : have === want - 1 ? 0.5 : 0);
  }
  return { score: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null };
}

/**
 * Whether the job names this skill only inside a longer one it also names: 'BI' in 'Power BI'
 * is the tool, not a second skill to look for.
 */
function insideAnother(keyword: JobKeyword, all: JobKeyword[]): boolean {
  const own = termPattern(keyword.phrase).pattern;
  return all.some(
    (other) =>
      other !== keyword &&
      other.phrase.length > keyword.phrase.length &&
      own.test(other.phrase) &&
      other.mentions >= keyword.mentions,
  );
}

/** The names of the skills a title holds as whole words ('Payroll Officer' holds payroll). */
function skillsIn(title: string, skills: Array<{ name: string; job_wording: string }>): string[] {
  return skills.filter((s) => termPattern(s.job_wording).pattern.test(title)).map((s) => s.name);
}
