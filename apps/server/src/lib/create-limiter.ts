import { createMemoryLimiter, type AttemptLimiter } from './attempt-limiter';
import { createFallbackLimiter } from './fallback-limiter';
import type { RedisLink } from './open-redis-link';
import { createRedisLimiter, type RedisLimiterOptions } from './redis-attempt-limiter';

/**
 * The attempt limiter the settings ask for: in memory without Redis (the embedded default), in
 * Redis with a per-process memory fallback when REDIS_URL is set.
 */
export function createLimiter(
  redis: RedisLink | null,
  options: RedisLimiterOptions,
): AttemptLimiter {
  const local = createMemoryLimiter(options.limit, options.windowMs);
  if (!redis) return local;
  return createFallbackLimiter(createRedisLimiter(redis, options), local, (error) =>
    redis.status.markDown(error),
  );
}
