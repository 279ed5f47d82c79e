import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEnginePool, type EnginePool } from '../engine/engine-pool';
import type { AttemptLimiter } from '../lib/attempt-limiter';
import { createLimiter } from '../lib/create-limiter';
import { UNREADABLE_FILES_PER_HOUR } from '../services/resumes/guard-unreadable';

declare module 'fastify' {
  interface FastifyInstance {
    engine: EnginePool;
    /** Each user's files the engine could not read in the last hour. */
    unreadableFiles: AttemptLimiter;
  }
}

const HOUR_MS = 3_600_000;

/**
 * The resume engine in worker threads, sized by ENGINE_WORKERS, stopped with the server, and the
 * count of unreadable files that keeps one user from occupying it with them.
 */
export const enginePlugin = fp(
  async (app: FastifyInstance) => {
    const pool = createEnginePool({
      size: app.config.engineWorkers,
      timeoutMs: app.config.engineTimeoutMs,
      maxMemoryMb: 512,
    });
    app.decorate('engine', pool);
    const started = performance.now();
    // The start-up log says when the first upload will be fast (GET /health/ready says so too).
    void pool
      .whenReady()
      .then(() =>
        app.log.info(
          `engine ready: ${pool.size} worker(s) loaded in ${Math.round(performance.now() - started)} ms`,
        ),
      );
    app.decorate(
      'unreadableFiles',
      createLimiter(app.redis, {
        name: 'unreadable-files',
        limit: UNREADABLE_FILES_PER_HOUR,
        windowMs: HOUR_MS,
      }),
    );
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'engine', dependencies: ['config', 'redis'] },
);
