/** A small deterministic random source, so every fuzz run tries exactly the same inputs. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Uint8Array;
}

/**
 * Mulberry32: tiny, fast and good enough to spread mutations over a file. A failing case names
 * its seed and index, and rerunning with that seed gives the same bytes.
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    bytes: (length) => Uint8Array.from({ length }, () => int(256)),
  };
}
