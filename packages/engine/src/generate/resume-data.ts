import type { Check } from '../checks/check-types';
import type { EducationEntry } from '../types';

/** One role of a generated resume: the person's own title, company, place, dates and lines. */
export interface GeneratedRole {
  title: string;
  company: string;
  /** "start – end" as written. */
  duration: string;
  achievements: string[];
  location?: string;
  start?: string;
  end?: string;
  kind?: string;
}

/** One school, as the parser reads it (degree, school, place, dates, honours, the rest). */
export type { EducationEntry } from '../types';

/** A section kept as the person wrote it (certifications, projects, awards...). */
export interface ExtraSection {
  heading: string;
  lines: string[];
}

/** Where a generated line came from: source lines (1-based, reading order) or a rule. */
export interface LineSource {
  field: string;
  lines: number[];
  rule?: string;
}

/** One thing the truth audit found or did. */
export interface AuditFinding {
  code: 'unsourced' | 'moved' | 'dropped' | 'new-number' | 'reverted' | 'left-out';
  field: string;
  message: string;
}

/** A generated resume, as API.md's resume_data. */
export interface ResumeData {
  personal_info: {
    name: string;
    email: string;
    phone: string;
    location: string;
    links?: string[];
  };
  professional_summary: string;
  core_competencies: string[];
  experience: GeneratedRole[];
  /** One line per school (the structured entries joined), for clients that read text. */
  education: string[];
  education_entries?: EducationEntry[];
  sections?: ExtraSection[];
  skills: string[];
  provenance?: LineSource[];
  /**
   * What the truth audit found and did; `notices` say it in the editor's words ('1 line was
   * kept as you wrote it', '1 line was left out: “…”').
   */
  audit?: { findings: AuditFinding[]; notices?: string[] };
  ats_validation: { ats_score: number; checks: Check[] };
  ats_analysis: {
    extracted_keywords: string[];
    matched_keywords: string[];
    missing_keywords: string[];
    /** Abilities and traits the job stresses, each with the resume's line that shows it. */
    soft_skills?: Array<{ skill: string; evidence: string | null }>;
  };
}

/** The resume's content: everything but the scores and the audit. */
export type ResumeBody = Omit<
  ResumeData,
  'ats_validation' | 'ats_analysis' | 'audit' | 'provenance'
>;
