/** Counts attempts per key in a sliding window. */
export interface AttemptLimiter {
  /** Records an attempt; resolves false when the key is over its limit (the attempt is refused). */
  attempt(key: string, now: Date): Promise<boolean>;
  /** How many attempts the key has made in the window, without recording one. */
  recent(key: string, now: Date): Promise<number>;
}

/**
 * An in-memory limiter for one process. With several processes each counts its own attempts, so
 * a limit holds per process (these limits slow abuse down; they are not quotas).
 */
export function createMemoryLimiter(limit: number, windowMs: number): AttemptLimiter {
  const hits = new Map<string, number[]>();
  return {
    async attempt(key, now) {
      const since = now.getTime() - windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now.getTime());
      hits.set(key, recent);
      // Forget idle keys so the map cannot grow without bound.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (!times.some((t) => t > since)) hits.delete(k);
      }
      return true;
    },
    async recent(key, now) {
      const since = now.getTime() - windowMs;
      return (hits.get(key) ?? []).filter((t) => t > since).length;
    },
  };
}
