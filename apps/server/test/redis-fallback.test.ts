import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openTestDatabase } from './helpers/test-app';
import { freePort } from './helpers/free-port';
import { logIn, signUpUser, uniqueEmail } from './helpers/accounts';

// REDIS_URL points at a port nothing listens on: the server must start, serve every request,
// keep each limit per process, and say so once in its log and in /api/health.
let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
const logLines: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-redis-down-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    BILLING_INTERVAL_SECONDS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line));
      done();
    },
  });
  database = await openTestDatabase();
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const forgot = (email: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

describe('REDIS_URL set but Redis unreachable', () => {
  it('answers /api/health 200 and reports Redis unavailable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'unavailable' });
  });

  it('keeps the sign-in limit in this process', async () => {
    const user = await signUpUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await logIn(app, user.email, 'wrong password', '10.7.7.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await logIn(app, user.email, user.password, '10.7.7.8')).statusCode).toBe(200);
  });

  it('keeps the reset limits in this process', async () => {
    const email = uniqueEmail('reset');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(email, `10.6.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('logs the outage once, not once per request', () => {
    const warnings = logLines.filter((l) => l.level === 40 && /Redis unavailable/.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
