import { ms, percentile } from './measure';
import { uploadAndScore } from './upload-client';

/** What 20 clients uploading at once measured. */
export interface ConcurrentUploads {
  perSecond: number;
  latencies: number[];
  health: number[];
}

/**
 * 20 clients upload and score one PDF each per person in `tokens` (one upload each: a Free
 * plan's day), spread over the servers in turn, while a probe asks the first server's
 * /api/health every 20 ms: its latency shows whether the event loop stays free.
 */
export async function concurrentUploads(
  urls: string[],
  tokens: string[],
  pdf: Buffer,
): Promise<ConcurrentUploads> {
  const health: number[] = [];
  let loading = true;
  const probe = (async () => {
    while (loading) {
      const t = performance.now();
      await (await fetch(`${urls[0]}/api/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const queue = [...tokens];
  let sent = 0;
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) {
        const url = urls[sent++ % urls.length]!;
        latencies.push(await uploadAndScore(url, token, pdf));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  loading = false;
  await probe;
  return { perSecond: tokens.length / seconds, latencies, health };
}

/** One printed line for a concurrent run. */
export function describeUploads(label: string, run: ConcurrentUploads): string {
  const { perSecond, latencies, health } = run;
  return (
    `${label}: ${perSecond.toFixed(1)} uploads+scores/s, p50 ${ms(percentile(latencies, 50))}, ` +
    `p95 ${ms(percentile(latencies, 95))}; /api/health meanwhile p50 ${ms(percentile(health, 50))}, ` +
    `p99 ${ms(percentile(health, 99))}`
  );
}
