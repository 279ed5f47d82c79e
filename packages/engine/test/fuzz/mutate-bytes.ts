import type { SeededRandom } from './seeded-random';

/** Offsets spread evenly over a file (never 0 or the full length), where truncation is tried. */
export function cutPoints(length: number, count: number): number[] {
  const points = new Set<number>();
  for (let i = 1; i <= count; i += 1)
    points.add(Math.max(1, Math.floor((length * i) / (count + 1))));
  return [...points];
}

/** Flips `count` single bits at random positions of a copy. */
export function flipBits(bytes: Uint8Array, random: SeededRandom, count: number): Uint8Array {
  const copy = bytes.slice();
  for (let i = 0; i < count; i += 1) copy[random.int(copy.length)]! ^= 1 << random.int(8);
  return copy;
}

export type Mutation = 'flip-bits' | 'overwrite-run' | 'delete-run' | 'duplicate-run' | 'zero-run';

/**
 * One random damage of the kinds real files suffer (bit rot, a lost or doubled block, a zeroed
 * sector), applied to a copy. Returns the bytes and what was done, for failure messages.
 */
export function mutateBytes(
  bytes: Uint8Array,
  random: SeededRandom,
): { bytes: Uint8Array; mutation: string } {
  const kind = random.pick<Mutation>([
    'flip-bits',
    'overwrite-run',
    'delete-run',
    'duplicate-run',
    'zero-run',
  ]);
  const at = random.int(bytes.length);
  const run = 1 + random.int(Math.min(512, bytes.length - at));
  switch (kind) {
    case 'flip-bits': {
      const count = 1 + random.int(16);
      return { bytes: flipBits(bytes, random, count), mutation: `${count} bit flips` };
    }
    case 'overwrite-run': {
      const copy = bytes.slice();
      copy.set(random.bytes(run), at);
      return { bytes: copy, mutation: `${run} random bytes at ${at}` };
    }
    case 'zero-run': {
      const copy = bytes.slice();
      copy.fill(0, at, at + run);
      return { bytes: copy, mutation: `${run} zero bytes at ${at}` };
    }
    case 'delete-run': {
      const copy = new Uint8Array(bytes.length - run);
      copy.set(bytes.subarray(0, at));
      copy.set(bytes.subarray(at + run), at);
      return { bytes: copy, mutation: `${run} bytes deleted at ${at}` };
    }
    case 'duplicate-run': {
      const block = bytes.subarray(at, at + run);
      const copy = new Uint8Array(bytes.length + block.length);
      copy.set(bytes.subarray(0, at + run));
      copy.set(block, at + run);
      copy.set(bytes.subarray(at + run), at + 2 * run);
      return { bytes: copy, mutation: `${run} bytes doubled at ${at}` };
    }
  }
}
