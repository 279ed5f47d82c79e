/** A count of hits in a fixed window, and the milliseconds until the window ends. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** Counts hits per key in fixed windows, in this process's memory. */
export interface MemoryWindowCounter {
  hit(key: string, windowMs: number, nowMs: number): WindowCount;
}

const MAX_KEYS = 10_000;

/**
 * The per-process stand-in for the Redis route counters while Redis is away: the same fixed
 * windows (one starts at a key's first hit), so a limit means the same on either side.
 */
export function createMemoryWindowCounter(): MemoryWindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    hit(key, windowMs, nowMs) {
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= nowMs) {
        entry = { count: 0, endsAt: nowMs + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      // Forget ended windows so an outage under many addresses cannot grow the map without bound.
      if (windows.size > MAX_KEYS) {
        for (const [k, w] of windows) if (w.endsAt <= nowMs) windows.delete(k);
      }
      return { current: entry.count, ttl: entry.endsAt - nowMs };
    },
  };
}
