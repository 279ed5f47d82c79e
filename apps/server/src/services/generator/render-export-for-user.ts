import type { ResumeData } from '@resumerank/engine/generate/resume-data';
import { resumePdfFilename } from '@resumerank/engine/render/render-resume-pdf';
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
};

/**
 * POST /resume-generator/generate-pdf and /generate-docx: the file and its name
 * ({Name}_ATS_Resume.pdf or .docx), if the plan includes export (the export_pdf feature covers
 * both formats).
 */
export async function renderExportForUser(
  ctx: ResumeContext,
  userId: string,
  data: ResumeData,
  format: ExportFormat,
) {
  const plan = await planForUser(ctx.db, userId, ctx.now());
  if (!planCatalog[plan].features.export_pdf_enabled)
    throw new AppError('FORBIDDEN', format === 'pdf' ? PDF_NEEDS_PLAN : DOCX_NEEDS_PLAN);
  const outcome = await ctx.engine.render(data, format);
  if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);
  const filename = resumePdfFilename(data.personal_info.name).replace(/\.pdf$/, `.${format}`);
  return { bytes: outcome.bytes, filename, mediaType: EXPORT_MEDIA_TYPES[format] };
}
