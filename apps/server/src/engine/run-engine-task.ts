import JSZip from 'jszip';
import { analyzeResume } from '@resumerank/engine/analyze-resume';
import { readDocument } from '@resumerank/engine/read-document';
import { parseResume } from '@resumerank/engine/parse-resume';
import { generateResume } from '@resumerank/engine/generate/generate-resume';
import { renderResumePdf, resumePdfFilename } from '@resumerank/engine/render/render-resume-pdf';
import { renderResumeDocx } from '@resumerank/engine/render/render-resume-docx';
import { renderResumeText } from '@resumerank/engine/render/render-resume-text';
import { atsForResume } from '@resumerank/engine/generate/ats-for-resume';
import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import { applyTruthfully } from './apply-truthfully';
import type { AnyOutcome, EngineTask, ExportFormat, ZipEntry } from './engine-messages';

/**
 * Does one task in a worker thread and answers its outcome. Throws what the engine throws
 * (EngineError for a document it cannot read); the worker turns that into a failure.
 */
export async function runEngineTask(task: EngineTask, timeoutMs: number): Promise<AnyOutcome> {
  switch (task.kind) {
    case 'analyze': {
      const job = task.job
        ? { description: task.job.description, today: new Date(task.job.now) }
        : undefined;
      const { document, results } = await analyzeResume(task.bytes, {
        timeoutMs,
        ...(job ? { job } : {}),
      });
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
      const resume = { parsed: parseResume(document), text: document.text, lines: document.lines };
      return {
        ok: true,
        resumeData: generateResume({
          jobDescription: task.jobDescription,
          resume,
          today: new Date(task.now),
          format: document.format,
        }),
        sourceText: resume.text,
      };
    }
    case 'render': {
      const name = resumePdfFilename(task.data.personal_info.name);
      return {
        ok: true,
        bytes: await renderFile(task.data, task.format),
        filename: name.replace(/\.pdf$/, `.${task.format}`),
      };
    }
    case 'ats':
      return { ok: true, ...atsForResume(task.jobDescription, task.data) };
    case 'check-rewrite':
      return { ok: true, resumeData: applyTruthfully(task.data, task.proposal, task.sourceText) };
    case 'zip':
      return { ok: true, bytes: await zipFiles(task.entries) };
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

async function zipFiles(entries: ZipEntry[]): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.path, entry.bytes);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
