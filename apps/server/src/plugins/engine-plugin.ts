import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createEnginePool, type EnginePool } from '../engine/engine-pool';

declare module 'fastify' {
  interface FastifyInstance {
    engine: EnginePool;
  }
}

/** The resume engine in worker threads, sized by ENGINE_WORKERS, stopped with the server. */
export const enginePlugin = fp(
  async (app: FastifyInstance) => {
    const pool = createEnginePool({
      size: app.config.engineWorkers,
      timeoutMs: app.config.engineTimeoutMs,
      maxMemoryMb: 512,
    });
    app.decorate('engine', pool);
    app.addHook('onClose', async () => pool.close());
  },
  { name: 'engine', dependencies: ['config'] },
);
