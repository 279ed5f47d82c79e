import type { ScoreResults } from '@resumerank/engine/score-resume';
import type { ResumeBody, ResumeData } from '@resumerank/engine/generate/resume-data';
import type { DocumentFormat } from '@resumerank/engine/types';
import type { Rewrite } from './apply-truthfully';

/** A file to put in a ZIP, at its path inside the archive. */
export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
}

/** Work a worker thread does: one kind per job, each answered by the outcome named below. */
export type EngineTask =
  /** With `job`, the score carries a match report against it (`now`: the server's clock, ms). */
  | { kind: 'analyze'; bytes: Uint8Array; job?: { description: string; now: number } }
  /** `now`: the server's clock in ms, the day a 'Present' role runs to. */
  | { kind: 'generate'; jobDescription: string; bytes: Uint8Array; now: number }
  | { kind: 'render'; format: ExportFormat; data: ResumeBody }
  | { kind: 'ats'; jobDescription: string; data: ResumeBody }
  /** A model's rewording of a generated resume, checked against the source resume's text. */
  | { kind: 'check-rewrite'; data: ResumeData; proposal: Rewrite; sourceText: string }
  /** The files of "Download my data", deflated into one ZIP. */
  | { kind: 'zip'; entries: ZipEntry[] };

/** The kinds of job, for counting them. */
export type EngineTaskKind = EngineTask['kind'];

/** What a worker says once, when the engine is loaded and its first task will be fast. */
export interface EngineReady {
  ready: true;
}

/** The file formats a generated resume is exported to. */
export type ExportFormat = 'pdf' | 'docx' | 'txt';

/** A document the engine could not read: a stable code and a message for the person. */
export interface EngineFailure {
  ok: false;
  code: string;
  message: string;
}

export interface AnalyzeSuccess {
  ok: true;
  format: DocumentFormat;
  pages: number;
  wordCount: number;
  text: string;
  results: ScoreResults;
}

/** What a worker answers for each kind of task. */
export type EngineOutcome = AnalyzeSuccess | EngineFailure;
/** The generated resume, and the source resume's text for truth checks of any rewrite. */
export type GenerateOutcome =
  { ok: true; resumeData: ResumeData; sourceText: string } | EngineFailure;
/** The file (its buffer transferred, not copied) and the name it downloads as. */
export type RenderOutcome = { ok: true; bytes: Uint8Array; filename: string } | EngineFailure;
/** The ATS score and keywords of a resume's content for a job. */
export type AtsOutcome =
  ({ ok: true } & Pick<ResumeData, 'ats_validation' | 'ats_analysis'>) | EngineFailure;
/** The resume with each reworded line that passed the truth checks, and findings for the rest. */
export type CheckRewriteOutcome = { ok: true; resumeData: ResumeData } | EngineFailure;
/** The ZIP's bytes (transferred, not copied). */
export type ZipOutcome = { ok: true; bytes: Uint8Array } | EngineFailure;

export interface EngineRequest {
  id: number;
  task: EngineTask;
  timeoutMs: number;
}

/** Any outcome a worker sends back. */
export type AnyOutcome =
  EngineOutcome | GenerateOutcome | RenderOutcome | AtsOutcome | CheckRewriteOutcome | ZipOutcome;

export interface EngineReply {
  id: number;
  outcome: AnyOutcome;
}
