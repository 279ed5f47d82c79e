import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Client-side routes that the single-page app renders. */
// /billing is the built-in payment provider's billing portal (Stripe hosts its own).
const SPA_ROUTES = ['/', '/reset-password/:token', '/billing'];

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>ResumeRank</title>
<p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`;

/**
 * Serves the built web app: hashed assets with a long cache, index.html for the app's routes,
 * and index.html with a 404 status for any other page, where the app shows nothing.
 */
export async function webPlugin(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: serving a notice instead');
    for (const url of SPA_ROUTES) {
      app.get(url, async (_request, reply) => reply.type('text/html').send(NOT_BUILT_PAGE));
    }
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file; browsers that accept them get those.
    preCompressed: true,
    // Vite puts content-hashed files in assets/: they never change, so cache them for a year.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  for (const url of SPA_ROUTES) {
    app.get(url, async (_request, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.status(404).sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
