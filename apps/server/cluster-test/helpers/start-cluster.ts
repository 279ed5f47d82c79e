import { randomBytes } from 'node:crypto';
import { createClusterClient, type ClusterClient } from './cluster-client';
import { startServerProcess, type ServerProcess } from './start-server-process';

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  /** More settings for both processes (Stripe, SMTP). */
  env?: Record<string, string>;
}

export interface Cluster {
  servers: ServerProcess[];
  client: ClusterClient;
  /** Stops one process gracefully and starts a new one in its place (same settings). */
  restart(index: number): Promise<void>;
  /** Stops both gracefully; their exit codes. */
  stop(): Promise<Array<number | null>>;
}

/**
 * Two server processes as an operator would run them behind a load balancer: one database, one
 * Redis, one signing secret, a trusted proxy in front (so each test chooses its client address).
 * They start together, so their migrations meet on the empty database.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    ENGINE_WORKERS: '1',
    BILLING_INTERVAL_SECONDS: '0',
    ...options.env,
  };
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  // The client reads this list on every call, so a restarted process gets the next requests.
  const urls = servers.map((s) => s.url);
  return {
    servers,
    client: createClusterClient(urls),
    async restart(index) {
      await servers[index]!.stop();
      servers[index] = await startServerProcess(env);
      urls[index] = servers[index].url;
    },
    stop: () => Promise.all(servers.map((s) => s.stop())),
  };
}
