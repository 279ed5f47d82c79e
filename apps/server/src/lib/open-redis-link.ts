import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { createRedisStatus, type RedisStatus } from './redis-status';

/** The server's connection to Redis, with its outage tracking and the prefix of its keys. */
export interface RedisLink {
  client: Redis;
  keyPrefix: string;
  status: RedisStatus;
  /** Asks Redis for a PONG; resolves whether it came (never rejects), updating the status. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenRedisOptions {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** How long start-up waits for the first connection before serving with local limits. */
  connectWaitMs?: number;
}

// A limited request must never wait on a dead Redis: while disconnected, commands fail at once
// (no offline queue, no retries) and a hung server is given up on after a second.
const FAIL_FAST = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  // Reconnect forever, at most a second apart, so limits are shared again soon after Redis returns.
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1_000),
} as const;

/**
 * Connects to Redis and waits briefly for the first connection, so the first requests after a
 * start already count in Redis. When Redis is down the server starts anyway (the limiters fall
 * back to memory) and the client keeps reconnecting by itself.
 */
export async function openRedisLink(options: OpenRedisOptions): Promise<RedisLink> {
  const status = createRedisStatus(options.log);
  const client = new Redis(options.url, { ...FAIL_FAST, lazyConnect: true });
  let closing = false;
  client.on('ready', () => status.markUp());
  client.on('error', (error: Error) => status.markDown(error));
  client.on('close', () => {
    if (!closing) status.markDown(new Error('connection to Redis closed'));
  });
  const first = client.connect().catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.connectWaitMs ?? 2_000);
  });
  await Promise.race([first, wait]);
  clearTimeout(timer);
  return {
    client,
    keyPrefix: options.keyPrefix,
    status,
    async ping() {
      try {
        await client.ping();
        status.markUp();
        return true;
      } catch (error) {
        status.markDown(error);
        return false;
      }
    },
    async close() {
      closing = true;
      // QUIT lets Redis finish what it was sent; with no connection there is nothing to finish.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
