import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import { planCatalog } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import type { ExportFormat } from '../../engine/engine-messages';
import { planForUser } from '../usage/plan-for-user';
import { engineFailure } from '../resumes/engine-failure';
import type { ResumeContext } from '../resumes/resume-context';

export const PDF_NEEDS_PLAN =
  'PDF export is part of the Standard and Platinum plans. Upgrade your plan to download your resume as a PDF.';
export const DOCX_NEEDS_PLAN =
  'Word export is part of the Standard and Platinum plans. Upgrade your plan to download your resume as a Word document.';

/** Each export format's media type. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

/** What a plan without export is told for each format; plain text is free on every plan. */
const NEEDS_PLAN: Record<ExportFormat, string | null> = {
  pdf: PDF_NEEDS_PLAN,
  docx: DOCX_NEEDS_PLAN,
  txt: null,
};

/**
 * POST /resume-generator/generate-pdf, /generate-docx and /generate-txt: the file and its name
 * ({Name}_ATS_Resume.pdf, .docx or .txt). PDF and Word need a plan with export (the export_pdf
 * feature covers both); text does not. The file is made in an engine worker.
 */
export async function renderExportForUser(
  ctx: ResumeContext,
  userId: string,
  data: ResumeBody,
  format: ExportFormat,
) {
  const needsPlan = NEEDS_PLAN[format];
  if (needsPlan) {
    const plan = await planForUser(ctx.db, userId, ctx.now());
    if (!planCatalog[plan].features.export_pdf_enabled) throw new AppError('FORBIDDEN', needsPlan);
  }
  const outcome = await ctx.engine.render(data, format);
  if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);
  return {
    bytes: outcome.bytes,
    filename: outcome.filename,
    mediaType: EXPORT_MEDIA_TYPES[format],
  };
}
