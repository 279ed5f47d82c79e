import type { FastifyInstance } from 'fastify';
import { generateEndpoint, generatePdfEndpoint } from '@resumerank/contract/generator';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { readUploadedFile } from '../read-uploaded-file';
import { generateForJob } from '../../services/generator/generate-for-job';
import { renderPdfForUser } from '../../services/generator/render-pdf-for-user';
import { attachmentDisposition } from './attachment-disposition';

/** The resume generator: generate for a job, and download the result as a PDF. */
export async function generatorRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, engine: app.engine, now: app.now, llm: app.llm };
  registerRoutes(app, [
    defineRoute(generateEndpoint, async ({ request }) => {
      const form = await readUploadedFile(request, 'existing_resume', { required: false });
      return generateForJob(ctx, {
        userId: request.user!.id,
        jobDescription: form.fields.job_description ?? '',
        file: form.bytes.length ? form.bytes : null,
      });
    }),
    defineRoute(generatePdfEndpoint, async ({ body, request, reply }) => {
      const { pdf, filename } = await renderPdfForUser(ctx, request.user!.id, body);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(filename))
        .send(Buffer.from(pdf));
    }),
  ]);
}
