import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import { generateResume } from '../generate/generate-resume';
import { renderResumePdf } from '../render/render-resume-pdf';
import { renderResumeDocx } from '../render/render-resume-docx';
import { renderResumeText } from '../render/render-resume-text';
import type { ResumeBody, ResumeData } from '../generate/resume-data';
import { compareReadBack, type ReadBackComparison } from './compare-read-back';

/** The download formats, rendered as the server renders them (TXT ends in a newline there). */
export const DOWNLOADS: Record<'pdf' | 'docx' | 'txt', (body: ResumeBody) => Promise<Uint8Array>> =
  {
    pdf: renderResumePdf,
    docx: renderResumeDocx,
    txt: async (body) => new TextEncoder().encode(`${renderResumeText(body)}\n`),
  };

export type DownloadFormat = keyof typeof DOWNLOADS;

/**
 * Writes a resume for a job from a file's bytes, by the path the server's generate task takes
 * (read, parse, generate; the deterministic writer, no model).
 */
export async function generateFromFile(
  bytes: Uint8Array,
  jobDescription: string,
  today: Date,
): Promise<ResumeData> {
  const doc = await readDocument(bytes);
  return generateResume({
    jobDescription,
    resume: { parsed: parseResume(doc), text: doc.text, lines: doc.lines },
    today,
    format: doc.format,
  });
}

/** Renders the body in every download format and reads each back with the engine's reader. */
export async function readBackDownloads(
  body: ResumeBody,
): Promise<Record<DownloadFormat, ReadBackComparison>> {
  const out = {} as Record<DownloadFormat, ReadBackComparison>;
  for (const format of Object.keys(DOWNLOADS) as DownloadFormat[]) {
    const doc = await readDocument(await DOWNLOADS[format](body));
    out[format] = compareReadBack(body, parseResume(doc));
  }
  return out;
}
