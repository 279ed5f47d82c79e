import type { FastifyInstance } from 'fastify';
import {
  generateDocxEndpoint,
  generateEndpoint,
  generatePdfEndpoint,
} from '@resumerank/contract/generator';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { readUploadedFile } from '../read-uploaded-file';
import { generateForJob } from '../../services/generator/generate-for-job';
import { renderExportForUser } from '../../services/generator/render-export-for-user';
import type { ExportFormat } from '../../engine/engine-messages';
import { attachmentDisposition } from './attachment-disposition';

/** The resume generator: generate for a job, and download the result as a PDF or DOCX. */
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
      });
    }),
    ...(['pdf', 'docx'] as ExportFormat[]).map((format) =>
      defineRoute(
        format === 'pdf' ? generatePdfEndpoint : generateDocxEndpoint,
        async ({ body, request, reply }) => {
          const file = await renderExportForUser(ctx, request.user!.id, body, format);
          return reply
            .type(file.mediaType)
            .header('content-disposition', attachmentDisposition(file.filename))
            .send(Buffer.from(file.bytes));
        },
      ),
    ),
  ]);
}
