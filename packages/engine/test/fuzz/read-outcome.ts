import { analyzeResume } from '../../src/analyze-resume';
import { EngineError, type EngineErrorCode } from '../../src/engine-error';
import type { DocumentFormat } from '../../src/types';

/** How a hostile file ended: scored, or refused with one of the engine's codes. */
export type ReadOutcome =
  | { kind: 'scored'; format: DocumentFormat; score: number }
  | { kind: 'refused'; code: EngineErrorCode; message: string };

/**
 * Runs the whole pipeline the server's workers run (read, parse, score) and reports how it
 * ended. Anything thrown that is not an EngineError is a bug (the server could only call it
 * "damaged"), so it is rethrown with the case's name for the failure message.
 */
export async function readOutcome(bytes: Uint8Array, label: string): Promise<ReadOutcome> {
  try {
    const { document, results } = await analyzeResume(bytes);
    return { kind: 'scored', format: document.format, score: results.overall_score };
  } catch (error) {
    if (error instanceof EngineError) {
      return { kind: 'refused', code: error.code, message: error.message };
    }
    throw new Error(`${label}: untyped failure ${String(error)}`, { cause: error });
  }
}
