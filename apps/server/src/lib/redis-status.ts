import type { FastifyBaseLogger } from 'fastify';

/** Whether Redis is answering, as the limiters and the health check last saw it. */
export interface RedisStatus {
  available(): boolean;
  /** A command or the connection failed: limits are per process until Redis is back. */
  markDown(error: unknown): void;
  /** The connection is ready again: limits are shared again. */
  markUp(): void;
}

/**
 * Tracks Redis outages and logs each one once, when it starts and when it ends: during an outage
 * every limited request fails over, and a line per request would drown the log.
 */
export function createRedisStatus(log: FastifyBaseLogger): RedisStatus {
  // 'starting' until the first connection, so a normal start logs nothing.
  let state: 'starting' | 'up' | 'down' = 'starting';
  return {
    available: () => state === 'up',
    markDown(error) {
      if (state === 'down') return;
      state = 'down';
      log.warn(
        { err: error },
        'Redis unavailable: rate limits and attempt limiters are per process until it returns',
      );
    },
    markUp() {
      if (state === 'down') log.info('Redis is back: limits are shared across processes again');
      state = 'up';
    },
  };
}
