import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/helpers/start-server';
import { writeResumePdf } from '../e2e/helpers/resume-pdf';
import { concurrentUploads, describeUploads } from './concurrent-uploads';
import { ms, percentile } from './measure';
import { firstUploads, signUp, uploadAndScore } from './upload-client';

/**
 * Upload+score of a resume PDF through the real server: the first upload after a start, latency
 * one at a time, then throughput with 20 concurrent clients while a probe measures /api/health
 * (the event loop must stay free). With BENCH_DATABASE_URL (PostgreSQL) it also runs two server
 * processes on that database and compares their throughput with one's.
 */
export async function benchUpload(): Promise<void> {
  console.log('\n## Upload + score through the server (PDF made by the tests)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-bench-upload-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  console.log(databaseUrl ? '(database: PostgreSQL from BENCH_DATABASE_URL)' : '(embedded PGlite)');
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const pdf = await readFile(await writeResumePdf());
  try {
    // The first uploads after a start, as people send them once the server says it is ready;
    // one start is noisy, so three (the last server stays up for the rest).
    const starts: Array<{ first: number; next: number }> = [];
    for (let start = 1; start <= 2; start += 1) {
      const early = await startServer(env);
      starts.push(await firstUploads(early.url, pdf, start * 1000).finally(() => early.stop()));
    }
    const server = await startServer(env);
    let one;
    try {
      starts.push(await firstUploads(server.url, pdf, 0));
      const tokens: string[] = [];
      for (let i = 10; i < 149; i += 1) tokens.push(await signUp(server.url, i));
      const sequential: number[] = [];
      for (const token of tokens.slice(0, 39))
        sequential.push(await uploadAndScore(server.url, token, pdf));
      const median = percentile(sequential, 50);
      const first = percentile(
        starts.map((s) => s.first),
        50,
      );
      const next = percentile(
        starts.map((s) => s.next),
        50,
      );
      console.log(
        `one at a time (39 uploads, after 10 uploads and 139 sign-ups): p50 ${ms(median)}, p95 ${ms(percentile(sequential, 95))}`,
      );
      console.log(
        `first upload after start (median of 3 starts: ${starts.map((s) => ms(s.first)).join(', ')}) ${ms(first)}, ` +
          `${(first / next).toFixed(2)}x the 2nd to 10th uploads after start (median ${ms(next)}), ` +
          `${(first / median).toFixed(2)}x the warm median`,
      );
      one = await concurrentUploads([server.url], tokens.slice(39), pdf);
      console.log(describeUploads('20 concurrent clients (100 uploads), one process', one));
    } finally {
      await server.stop();
    }
    if (databaseUrl) await benchTwoProcesses(env, pdf, one.perSecond);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Two processes on one PostgreSQL database, the clients sending to each in turn. */
async function benchTwoProcesses(
  env: Record<string, string>,
  pdf: Buffer,
  onePerSecond: number,
): Promise<void> {
  const servers = await Promise.all([startServer(env), startServer(env)]);
  try {
    const urls = servers.map((s) => s.url);
    const tokens: string[] = [];
    for (let i = 0; i < 100; i += 1) tokens.push(await signUp(urls[i % 2]!, 5000 + i));
    await Promise.all(urls.map((url, i) => firstUploads(url, pdf, 6000 + 100 * i)));
    const two = await concurrentUploads(urls, tokens, pdf);
    console.log(
      `${describeUploads('20 concurrent clients (100 uploads), two processes', two)}; ` +
        `${(two.perSecond / onePerSecond).toFixed(2)}x one process`,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
