import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eraseExpiredFiles } from '../services/resumes/erase-expired-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Erases files past RESUME_FILE_RETENTION_DAYS now (the daily job's tick; tests call it). */
    runRetentionJob: () => Promise<number>;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job: at start (to catch up after downtime) and then once a day, uploaded files
 * older than RESUME_FILE_RETENTION_DAYS are erased. The erase is one idempotent UPDATE, so
 * running it on every server sharing the database is harmless.
 */
export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx = { db: app.db, retentionDays: app.config.resumeFileRetentionDays };
    let running: Promise<unknown> = Promise.resolve();
    app.decorate('runRetentionJob', async () => {
      // Ticks never overlap in one process (a slow erase and the next tick).
      const tick = running.then(() => eraseExpiredFiles(ctx, app.now()));
      running = tick.catch(() => undefined);
      return tick;
    });

    if (ctx.retentionDays === 0) return;
    const tick = () => {
      app.runRetentionJob().then(
        (erased) => {
          if (erased > 0) app.log.info({ erased }, 'retention job erased expired resume files');
        },
        (error: unknown) => app.log.error({ err: error }, 'retention job failed; retried tomorrow'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, DAY_MS);
      // The job alone never keeps the process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['config', 'db'] },
);
