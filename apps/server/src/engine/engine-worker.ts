// A worker thread that reads, parses, scores, generates, renders and re-scores edited resumes, so the event loop of the
// server is never blocked by a slow or hostile file. The pool ends it if it runs too long.
import { parentPort } from 'node:worker_threads';
import { analyzeResume } from '@resumerank/engine/analyze-resume';
import { EngineError } from '@resumerank/engine/engine-error';
import { readDocument } from '@resumerank/engine/read-document';
import { parseResume } from '@resumerank/engine/parse-resume';
import { generateResume } from '@resumerank/engine/generate/generate-resume';
import { renderResumePdf } from '@resumerank/engine/render/render-resume-pdf';
import { renderResumeDocx } from '@resumerank/engine/render/render-resume-docx';
import { renderResumeText } from '@resumerank/engine/render/render-resume-text';
import { atsForResume } from '@resumerank/engine/generate/ats-for-resume';
import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import type {
  EngineReady,
  EngineReply,
  EngineRequest,
  EngineTask,
  ExportFormat,
} from './engine-messages';
import { warmUpEngine } from './warm-up-engine';

async function run(task: EngineTask, timeoutMs: number): Promise<EngineReply['outcome']> {
  switch (task.kind) {
    case 'analyze': {
      const { document, results } = await analyzeResume(task.bytes, { timeoutMs });
      return {
        ok: true,
        format: document.format,
        pages: document.pages,
        wordCount: document.wordCount,
        text: document.text,
        results,
      };
    }
    case 'generate': {
      const document = await readDocument(task.bytes, { timeoutMs });
      const resume = { parsed: parseResume(document), text: document.text };
      return {
        ok: true,
        resumeData: generateResume({
          jobDescription: task.jobDescription,
          resume,
          today: new Date(task.now),
        }),
        sourceText: resume.text,
      };
    }
    case 'render':
      return { ok: true, bytes: await renderFile(task.data, task.format) };
    case 'ats':
      return { ok: true, ...atsForResume(task.jobDescription, task.data) };
  }
}

async function renderFile(data: ResumeBody, format: ExportFormat): Promise<Uint8Array> {
  switch (format) {
    case 'pdf':
      return renderResumePdf(data);
    case 'docx':
      return renderResumeDocx(data);
    case 'txt':
      return new TextEncoder().encode(`${renderResumeText(data)}\n`);
  }
}

// Loading the readers, the dictionary, the language model and the skill matchers takes a second
// or two: do it while the worker waits for its first task, not during someone's upload, and say
// when it is done so the server can report ready.
void warmUpEngine()
  .catch(() => undefined)
  .finally(() => parentPort?.postMessage({ ready: true } satisfies EngineReady));

parentPort?.on('message', async ({ id, task, timeoutMs }: EngineRequest) => {
  let outcome: EngineReply['outcome'];
  try {
    outcome = await run(task, timeoutMs);
  } catch (error) {
    outcome =
      error instanceof EngineError
        ? { ok: false, code: error.code, message: error.message }
        : { ok: false, code: 'MALFORMED', message: new EngineError('MALFORMED').message };
  }
  parentPort?.postMessage({ id, outcome } satisfies EngineReply);
});
