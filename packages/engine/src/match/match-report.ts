import type { MatchPart } from '../data/match-weights';
import type { JobAnalysis } from '../generate/analyze-job';

/** How a resume shows a skill the job asks for. */
export type FoundHow = 'exact' | 'synonym' | 'stem';

/** One skill, tool or certification of the job, and where the resume shows it. */
export interface MatchedSkill {
  name: string;
  kind: 'hard' | 'soft' | 'tool' | 'certification';
  importance: 'required' | 'preferred' | 'mentioned';
  /** The job's own words for it. */
  job_wording: string;
  found: boolean;
  how: FoundHow | null;
  /** The resume's words for it, when found. */
  resume_wording: string | null;
  /** The resume line that shows it, quoted as written. */
  line: string | null;
  /** The heading of the section that line is in. */
  section: string | null;
}

/** One change that would raise the match rate, and where to make it. */
export interface MatchEdit {
  action: string;
  where: string;
  /** Points the rate would gain. */
  gain: number;
  /** The edit claims something the resume does not show: make it only if it is true. */
  only_if_true: boolean;
}

/** A resume against one job: the rate, each part, and what would raise it. */
export interface MatchReport {
  match_rate: number;
  /** The band of the rate on the stated scale, and the parts that put it there. */
  band: 'Strong fit' | 'Partial fit' | 'Different field';
  band_reasons: string[];
  job_title: string | null;
  title: { job_title: string | null; resume_title: string | null; matched: boolean };
  skills: MatchedSkill[];
  experience: {
    years_asked: number | null;
    years_shown: number | null;
    seniority_asked: JobAnalysis['seniority'];
    seniority_shown: JobAnalysis['seniority'];
    met: boolean | null;
  };
  education: { asked: string | null; shown: string | null; met: boolean | null };
  certifications: { asked: string[]; shown: string[] };
  /** Each part's score out of 100; null when the job does not ask for it. */
  parts: Record<MatchPart, number | null>;
  edits: MatchEdit[];
}
