import type { FastifyInstance } from 'fastify';
import {
  generateDocxEndpoint,
  generateEndpoint,
  generatePdfEndpoint,
  generateTxtEndpoint,
} from '@resumerank/contract/generator';
import { atsCheckEndpoint } from '@resumerank/contract/ats-check';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { readUploadedFile } from '../read-uploaded-file';
import { generateForJob } from '../../services/generator/generate-for-job';
import { renderExportForUser } from '../../services/generator/render-export-for-user';
import { checkAts } from '../../services/generator/check-ats';
import type { ExportFormat } from '../../engine/engine-messages';
import { attachmentDisposition } from './attachment-disposition';

const exportEndpoints = {
  pdf: generatePdfEndpoint,
  docx: generateDocxEndpoint,
  txt: generateTxtEndpoint,
} satisfies Record<ExportFormat, unknown>;

/**
 * The resume generator: generate for a job, re-score an edited resume, and download it as a
 * PDF, DOCX or TXT.
 */
export async function generatorRoutes(app: FastifyInstance): Promise<void> {
  const ctx = {
    db: app.db,
    engine: app.engine,
    now: app.now,
    unreadable: app.unreadableFiles,
    llm: app.llm,
  };
  registerRoutes(app, [
    defineRoute(generateEndpoint, async ({ request }) => {
      const form = await readUploadedFile(request, 'existing_resume', { required: false });
      return generateForJob(ctx, {
        userId: request.user!.id,
        jobDescription: form.fields.job_description ?? '',
        file: form.bytes.length ? form.bytes : null,
        facts: form.fields.facts,
      });
    }),
    defineRoute(atsCheckEndpoint, async ({ body }) =>
      checkAts(ctx.engine, { jobDescription: body.job_description, data: body.resume_data }),
    ),
    ...(Object.keys(exportEndpoints) as ExportFormat[]).map((format) =>
      defineRoute(exportEndpoints[format], async ({ body, request, reply }) => {
        const file = await renderExportForUser(ctx, request.user!.id, body, format);
        return reply
          .type(file.mediaType)
          .header('content-disposition', attachmentDisposition(file.filename))
          .send(Buffer.from(file.bytes));
      }),
    ),
  ]);
}
