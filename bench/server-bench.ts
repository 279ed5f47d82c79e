import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from '../e2e/helpers/start-server';
import { ms, percentile, timeEach } from './measure';

/**
 * The real server on a fresh DATA_DIR: time from process start to a healthy answer, /api/health
 * latency under 20 concurrent clients, and sign-in latency (argon2id verification included).
 */
export async function benchServer(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-bench-'));
  const started = performance.now();
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const startup = performance.now() - started;
  try {
    console.log('\n## Server');
    console.log(`start-up to healthy (fresh DATA_DIR): ${ms(startup)}`);

    const health = await autocannon({
      url: `${server.url}/api/health`,
      connections: 20,
      duration: 5,
    });
    console.log(
      `GET /api/health, 20 connections, 5 s: ${Math.round(health.requests.average)} req/s, ` +
        `p50 ${health.latency.p50} ms, p99 ${health.latency.p99} ms, errors ${health.errors + health.non2xx}`,
    );

    const email = 'bench.401@example.com';
    const password = 'bench password 1';
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, full_name: 'Bench Mark' }),
    });
    if (!signup.ok) throw new Error(`signup failed: ${signup.status}`);
    const form = new URLSearchParams({ username: email, password }).toString();
    const logins = await timeEach(50, async () => {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      if (!res.ok) throw new Error(`login failed: ${res.status}`);
      await res.arrayBuffer();
    });
    console.log(
      `POST /api/auth/login, 50 sequential: p50 ${ms(percentile(logins, 50))}, p95 ${ms(percentile(logins, 95))}`,
    );
  } finally {
    await server.stop();
  }
  try {
    const restarted = performance.now();
    const again = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    console.log(`restart to healthy (existing DATA_DIR): ${ms(performance.now() - restarted)}`);
    await again.stop();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
