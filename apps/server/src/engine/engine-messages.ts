import type { ScoreResults } from '@resumerank/engine/score-resume';
import type { ResumeBody, ResumeData } from '@resumerank/engine/generate/resume-data';
import type { DocumentFormat } from '@resumerank/engine/types';

/** Work a worker thread does. */
export type EngineTask =
  | { kind: 'analyze'; bytes: Uint8Array }
  /** `now`: the server's clock in ms, the day a 'Present' role runs to. */
  | { kind: 'generate'; jobDescription: string; bytes: Uint8Array; now: number }
  | { kind: 'render'; format: ExportFormat; data: ResumeBody }
  | { kind: 'ats'; jobDescription: string; data: ResumeBody };

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
export type RenderOutcome = { ok: true; bytes: Uint8Array } | EngineFailure;
/** The ATS score and keywords of a resume's content for a job. */
export type AtsOutcome =
  ({ ok: true } & Pick<ResumeData, 'ats_validation' | 'ats_analysis'>) | EngineFailure;

export interface EngineRequest {
  id: number;
  task: EngineTask;
  timeoutMs: number;
}

export interface EngineReply {
  id: number;
  outcome: EngineOutcome | GenerateOutcome | RenderOutcome | AtsOutcome;
}
