import type { ResumeData } from '@resumerank/engine/generate/resume-data';
import { resumePdfFilename } from '@resumerank/engine/render/render-resume-pdf';
import { planCatalog } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../errors/app-error';
import { planForUser } from '../usage/plan-for-user';
import { engineFailure } from '../resumes/engine-failure';
import type { ResumeContext } from '../resumes/resume-context';

export const PDF_NEEDS_PLAN =
  'PDF export is part of the Standard and Platinum plans. Upgrade your plan to download your resume as a PDF.';

/** POST /resume-generator/generate-pdf: the PDF and its file name, if the plan includes PDF export. */
export async function renderPdfForUser(ctx: ResumeContext, userId: string, data: ResumeData) {
  const plan = await planForUser(ctx.db, userId, ctx.now());
  if (!planCatalog[plan].features.export_pdf_enabled)
    throw new AppError('FORBIDDEN', PDF_NEEDS_PLAN);
  const outcome = await ctx.engine.renderPdf(data);
  if (!outcome.ok) throw engineFailure(outcome.code, outcome.message);
  return { pdf: outcome.pdf, filename: resumePdfFilename(data.personal_info.name) };
}
