// A worker thread that does the engine's work for requests (reading, scoring, generating,
// rendering, truth checks, export archives), so the event loop of the server is never blocked by
// a slow or hostile file. The pool ends it if a task runs too long.
import { parentPort } from 'node:worker_threads';
import { EngineError } from '@resumerank/engine/engine-error';
import type { AnyOutcome, EngineReady, EngineReply, EngineRequest } from './engine-messages';
import { runEngineTask } from './run-engine-task';
import { warmUpEngine } from './warm-up-engine';

/**
 * The buffers an outcome's file can hand over to the main thread without a copy. A view that
 * shares its buffer with other data (Node's pooled small Buffers) is not transferable whole,
 * so it is copied into a buffer of its own first.
 */
function transferList(outcome: AnyOutcome): ArrayBuffer[] {
  if (!outcome.ok || !('bytes' in outcome)) return [];
  const { bytes } = outcome;
  if (
    !(bytes.buffer instanceof ArrayBuffer) ||
    bytes.byteOffset !== 0 ||
    bytes.byteLength !== bytes.buffer.byteLength
  ) {
    outcome.bytes = new Uint8Array(bytes);
  }
  return [outcome.bytes.buffer as ArrayBuffer];
}

// Loading the readers, the dictionary, the language model and the skill matchers takes a second
// or two: do it while the worker waits for its first task, not during someone's upload, and say
// when it is done so the server can report ready.
void warmUpEngine()
  .catch(() => undefined)
  .finally(() => parentPort?.postMessage({ ready: true } satisfies EngineReady));

parentPort?.on('message', async ({ id, task, timeoutMs }: EngineRequest) => {
  let outcome: AnyOutcome;
  try {
    outcome = await runEngineTask(task, timeoutMs);
  } catch (error) {
    outcome =
      error instanceof EngineError
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: 'MALFORMED', message: new EngineError('MALFORMED').message };
  }
  const transfer = transferList(outcome);
  parentPort?.postMessage({ id, outcome } satisfies EngineReply, transfer);
});
