import type { FastifyInstance } from 'fastify';
import { endpoints } from '@resumerank/contract/endpoints';
import { AppError } from '../errors/app-error';
import { sharedRateLimitStore } from '../lib/shared-rate-limit-store';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES } from '@resumerank/contract/resumes';
import { serviceRoutes } from '../routes/service/service-routes';
import { authRoutes } from '../routes/auth/auth-routes';
import { accountRoutes } from '../routes/account/account-routes';
import { resumesRoutes } from '../routes/resumes/resumes-routes';
import { scoringRoutes } from '../routes/scoring/scoring-routes';
import { usageRoutes } from '../routes/usage/usage-routes';
import { generatorRoutes } from '../routes/generator/generator-routes';
import { billingRoutes } from '../routes/billing/billing-routes';

export const API_PREFIX = '/api';

/** Each feature's routes, registered under /api. Later features add theirs here. */
const featureRoutes = [
  serviceRoutes,
  authRoutes,
  accountRoutes,
  resumesRoutes,
  scoringRoutes,
  usageRoutes,
  generatorRoutes,
  billingRoutes,
];

/** Parses `application/x-www-form-urlencoded` bodies (the login form) into a plain object. */
function addFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/**
 * The HTTP API: every contract endpoint gets a route. Endpoints whose feature is not built yet
 * answer 501 with a `{detail}`, so /api/docs and the server always agree on what exists.
 */
export async function apiPlugin(app: FastifyInstance): Promise<void> {
  // No endpoint takes plain text: without this, a text/plain body reached JSON validation as a
  // string instead of being refused as the wrong type.
  app.removeContentTypeParser('text/plain');
  addFormParser(app);
  // Limits are declared per route (sign-in, sign-up); nothing is limited by default. With Redis
  // they are counted there, so every server process shares one count per client address.
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { store: sharedRateLimitStore(app.redis) } : {}),
  });
  // Uploads (resumes, the generator's optional resume): one file, 10 MB enforced while streaming;
  // a job description field may hold 60 KB of text.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 60 * 1024, parts: 8 },
  });
  const registered = new Set<string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.add(`${method} ${route.url}`);
  });
  for (const routes of featureRoutes) await app.register(routes);
  await app.after();

  for (const endpoint of endpoints) {
    if (registered.has(`${endpoint.method} ${API_PREFIX}${endpoint.path}`)) continue;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Signed-in first, as when it is built: a visitor learns nothing, not even what is missing.
      ...(endpoint.auth ? { preHandler: app.requireUser } : {}),
      handler: async () => {
        throw new AppError('NOT_IMPLEMENTED', `${endpoint.summary}: not available yet.`);
      },
    });
  }

  app.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND', 'Resource not found.');
  });
}
