import type { FastifyInstance } from 'fastify';
import {
  deleteResumeEndpoint,
  listResumesEndpoint,
  uploadResumeEndpoint,
  uploadResumeFields,
} from '@resumerank/contract/resumes';
import { compareResumesEndpoint, resumeHistoryEndpoint } from '@resumerank/contract/resume-history';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { readUploadedFile } from '../read-uploaded-file';
import { validate } from '../../lib/validate';
import { uploadResume } from '../../services/resumes/upload-resume';
import { deleteResume, listResumes } from '../../services/resumes/list-resumes';
import { resumeHistory } from '../../services/resumes/versions/resume-history';
import { compareResumes } from '../../services/resumes/versions/compare-resumes';

/** Upload, list and delete resumes (API.md "Resumes and scoring"); a resume's versions compared. */
export async function resumesRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, engine: app.engine, now: app.now, unreadable: app.unreadableFiles };
  registerRoutes(app, [
    defineRoute(uploadResumeEndpoint, async ({ request, reply }) => {
      const file = await readUploadedFile(request, 'file');
      const fields = validate(uploadResumeFields, file.fields, 'body');
      void reply.status(201);
      return uploadResume(ctx, {
        userId: request.user!.id,
        filename: file.filename,
        bytes: file.bytes,
        jobDescription: fields.job_description,
      });
    }),
    defineRoute(listResumesEndpoint, async ({ request }) => listResumes(app.db, request.user!.id)),
    defineRoute(resumeHistoryEndpoint, async ({ params, request }) =>
      resumeHistory(app.db, request.user!.id, params.resume_id),
    ),
    defineRoute(compareResumesEndpoint, async ({ query, request }) =>
      compareResumes(app.db, request.user!.id, query.a, query.b),
    ),
    defineRoute(deleteResumeEndpoint, async ({ params, request, reply }) => {
      await deleteResume(app.db, request.user!.id, params.resume_id);
      return reply.status(204).send();
    }),
  ]);
}
