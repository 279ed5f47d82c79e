import type { ExperienceEntry, ParsedResumeData, ResumeDocument } from '../types';
import type { SkillEntry } from '../data/skills-taxonomy';
import type { Speller } from '../spelling/load-speller';

/** One finding, as API.md's `check`. */
export interface Check {
  id: string;
  label: string;
  score: number;
  passed: boolean;
  message: string;
  evidence: string[];
}

/** A finding plus the advice it leads to (the advice feeds the suggestions list). */
export interface Finding extends Check {
  /** What to do, most useful first; each quotes the line it is about where there is one. */
  advice: string[];
}

/** A statement of what the person did: a bullet, or a sentence of a role's description. */
export interface Statement {
  text: string;
  entry: ExperienceEntry;
}

/** Everything a check may look at, computed once. */
export interface CheckContext {
  doc: ResumeDocument;
  parsed: ParsedResumeData;
  statements: Statement[];
  /** Years of experience the dates cover (0 when unknown). */
  years: number;
  skills: SkillEntry[];
  /** The dictionary, when loaded (analyzeResume always loads it). */
  speller: Speller | null;
}

/** A check in the catalog: which measure it counts toward, its weight there, and its function. */
export interface CheckDefinition {
  id: string;
  label: string;
  measure: 'impact' | 'brevity' | 'style' | 'skills';
  weight: number;
  run: (ctx: CheckContext) => Omit<Finding, 'id' | 'label'>;
}
