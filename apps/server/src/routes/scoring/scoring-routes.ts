import type { FastifyInstance } from 'fastify';
import { getScoresEndpoint, scoreResumeEndpoint } from '@resumerank/contract/scoring';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { getOwnScore, scoreOwnResume } from '../../services/resumes/score-resume';

/** Score a resume and read its latest score. */
export async function scoringRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, engine: app.engine, now: app.now };
  registerRoutes(app, [
    defineRoute(scoreResumeEndpoint, async ({ params, request }) =>
      scoreOwnResume(ctx, request.user!.id, params.resume_id),
    ),
    defineRoute(getScoresEndpoint, async ({ params, request }) =>
      getOwnScore(ctx, request.user!.id, params.resume_id),
    ),
  ]);
}
