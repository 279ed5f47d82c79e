// A worker thread that reads, parses and scores documents, so the event loop of the server is
// never blocked by a slow or hostile file. The pool ends it if it runs too long.
import { parentPort } from 'node:worker_threads';
import { analyzeResume } from '@resumerank/engine/analyze-resume';
import { EngineError } from '@resumerank/engine/engine-error';
import type { EngineReply, EngineRequest } from './engine-messages';

parentPort?.on('message', async ({ id, bytes, timeoutMs }: EngineRequest) => {
  let reply: EngineReply;
  try {
    const { document, results } = await analyzeResume(bytes, { timeoutMs });
    reply = {
      id,
      outcome: {
        ok: true,
        format: document.format,
        pages: document.pages,
        wordCount: document.wordCount,
        text: document.text,
        results,
      },
    };
  } catch (error) {
    reply =
      error instanceof EngineError
        ? { id, outcome: { ok: false, code: error.code, message: error.message } }
        : {
            id,
            outcome: {
              ok: false,
              code: 'MALFORMED',
              message: new EngineError('MALFORMED').message,
            },
          };
  }
  parentPort?.postMessage(reply);
});
