import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/helpers/start-server';
import { writeResumePdf } from '../e2e/helpers/resume-pdf';
import { ms, percentile } from './measure';

async function signUp(url: string, i: number): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${i}.${process.pid}.401@example.com`,
      password: 'bench password 1',
      full_name: `Bench ${i}`,
    }),
  });
  if (!res.ok) throw new Error(`signup ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function uploadAndScore(url: string, token: string, pdf: Buffer): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
  const up = await fetch(`${url}/api/resumes/upload-resume`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (up.status !== 201) throw new Error(`upload ${up.status} ${await up.text()}`);
  const { resume_id } = (await up.json()) as { resume_id: string };
  const scored = await fetch(`${url}/api/scoring/score/${resume_id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!scored.ok) throw new Error(`score ${scored.status}`);
  await scored.arrayBuffer();
  return performance.now() - started;
}

/** Waits until /api/health/ready answers 200: every engine worker has loaded the engine. */
async function waitUntilReady(url: string): Promise<void> {
  for (;;) {
    if ((await fetch(`${url}/api/health/ready`)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Upload+score of a resume PDF through the real server: latency one at a time, then throughput
 * with 20 concurrent clients while a probe measures /api/health (the event loop must stay free).
 * Each upload belongs to its own Free user: the daily limit allows one each.
 */
export async function benchUpload(): Promise<void> {
  console.log('\n## Upload + score through the server (PDF made by the tests)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-bench-upload-'));
  // BENCH_DATABASE_URL measures the same with a PostgreSQL server instead of the embedded PGlite.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) console.log('(database: PostgreSQL from BENCH_DATABASE_URL)');
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const pdf = await readFile(await writeResumePdf());
    // The first upload after start, as a user would send it once the server says it is ready.
    await waitUntilReady(server.url);
    const tokens: string[] = [await signUp(server.url, 0)];
    const first = await uploadAndScore(server.url, tokens[0]!, pdf);
    for (let i = 1; i < 140; i += 1) tokens.push(await signUp(server.url, i));

    const sequential: number[] = [];
    for (let i = 1; i < 40; i += 1)
      sequential.push(await uploadAndScore(server.url, tokens[i]!, pdf));
    const median = percentile(sequential, 50);
    console.log(
      `one at a time (39 uploads): p50 ${ms(median)}, p95 ${ms(percentile(sequential, 95))}; ` +
        `first upload after start ${ms(first)} (${(first / median).toFixed(2)}x the warm median)`,
    );

    const health: number[] = [];
    let loading = true;
    const probe = (async () => {
      while (loading) {
        const t = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const queue = tokens.slice(40);
    const started = performance.now();
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let token = queue.shift(); token; token = queue.shift())
          latencies.push(await uploadAndScore(server.url, token, pdf));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    loading = false;
    await probe;
    console.log(
      `20 concurrent clients (100 uploads): ${(100 / seconds).toFixed(1)} uploads+scores/s, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}; ` +
        `/api/health meanwhile p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
