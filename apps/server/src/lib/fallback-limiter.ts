import type { AttemptLimiter } from './attempt-limiter';

/**
 * A limiter that counts in `shared` (Redis) and, whenever that fails, in `local` (this process's
 * memory), so a Redis outage never fails a request: limits hold per process until it returns.
 */
export function createFallbackLimiter(
  shared: AttemptLimiter,
  local: AttemptLimiter,
  onSharedFailure: (error: unknown) => void,
): AttemptLimiter {
  return {
    async attempt(key, now) {
      try {
        return await shared.attempt(key, now);
      } catch (error) {
        onSharedFailure(error);
        return local.attempt(key, now);
      }
    },
    async recent(key, now) {
      try {
        return await shared.recent(key, now);
      } catch (error) {
        onSharedFailure(error);
        return local.recent(key, now);
      }
    },
  };
}
