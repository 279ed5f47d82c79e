/** A small deterministic generator (mulberry32): the same seed gives the same run. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
}

/** Creates a seeded generator. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, between: (min, max) => min + Math.floor(next() * (max - min + 1)) };
}
