import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { RedisLink } from '../lib/open-redis-link';
import { appVersion } from '../version';

const PING_TIMEOUT_MS = 2_000;

/**
 * Whether the server can do its work: the database answers within a short time. Redis, when
 * configured, is reported but does not fail the check: without it limits are per process and
 * every request is still served, so a load balancer should keep sending traffic.
 */
export async function checkHealth(
  database: DatabaseHandle,
  _config: Config,
  redis: RedisLink | null = null,
) {
  const redisState = redis?.ping().then((ok) => (ok ? ('ok' as const) : ('unavailable' as const)));
  const redisPart = async () => (redisState ? { redis: await redisState } : {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return {
      status: 'ok' as const,
      database: 'ok' as const,
      ...(await redisPart()),
      version: appVersion,
    };
  } catch {
    return {
      status: 'error' as const,
      database: 'unreachable' as const,
      ...(await redisPart()),
      version: appVersion,
    };
  } finally {
    clearTimeout(timer);
  }
}
