import type { ScoreResults } from '@resumerank/engine/score-resume';
import type { DocumentFormat } from '@resumerank/engine/types';

/** What a worker sends back for one document. */
export type EngineOutcome =
  | {
      ok: true;
      format: DocumentFormat;
      pages: number;
      wordCount: number;
      text: string;
      results: ScoreResults;
    }
  | { ok: false; code: string; message: string };

export interface EngineRequest {
  id: number;
  bytes: Uint8Array;
  timeoutMs: number;
}

export interface EngineReply {
  id: number;
  outcome: EngineOutcome;
}
