/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs an async action n times in sequence and returns each duration in milliseconds. */
export async function timeEach(
  n: number,
  action: (i: number) => Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await action(i);
    times.push(performance.now() - start);
  }
  return times;
}

/** Formats milliseconds for the printed tables. */
export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}
