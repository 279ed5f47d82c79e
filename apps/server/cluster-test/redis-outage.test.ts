import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/helpers/free-port';
import { adminDatabaseUrl } from './helpers/cluster-settings';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { startThrowawayRedis, type ThrowawayRedis } from './helpers/throwaway-redis';
import { startCluster, type Cluster } from './helpers/start-cluster';
import { newEmail, nextAddress, signIn, signUp, type Account } from './helpers/cluster-accounts';

// Two servers on a Redis of this suite's own, which it kills and starts again on the same port
// (the machine's shared Redis keeps running for everyone else).
let database: ScratchDatabase;
let redis: ThrowawayRedis;
let cluster: Cluster;
let user: Account;

beforeAll(async () => {
  database = await createScratchDatabase(adminDatabaseUrl);
  redis = await startThrowawayRedis(await freePort());
  cluster = await startCluster({
    databaseUrl: database.url,
    redisUrl: redis.url,
    redisKeyPrefix: 'rr-outage:',
    // Info level, so the log says when Redis comes back too.
    env: { LOG_LEVEL: 'info' },
  });
  user = await signUp(cluster.client, 0);
});
afterAll(async () => {
  await cluster?.stop();
  await redis?.kill();
  await database?.drop();
});

const wrongPassword = () => ({ ...user, password: 'wrong 12345' });

/** Sign-in attempts from one address, sent to `servers(i)` in order; their statuses. */
async function attempts(count: number, server: (i: number) => number, ip: string) {
  const statuses = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await signIn(cluster.client, server(i), wrongPassword(), ip)).status);
  return statuses;
}
const alternately = (i: number) => i;
const limited = [...Array(10).fill(401), 429, 429];

async function redisState(server: number) {
  const health = await cluster.client.call(server, 'GET', '/health');
  expect(health.status).toBe(200);
  return health.body.redis as string;
}
/** Log lines of a server whose message matches. */
const logged = (server: number, pattern: RegExp) =>
  cluster.servers[server]!.output()
    .split('\n')
    .filter((line) => pattern.test(line));

describe('Redis stopped mid-run', () => {
  it('is exact across both servers while Redis runs', async () => {
    expect([await redisState(0), await redisState(1)]).toEqual(['ok', 'ok']);
    expect(await attempts(12, alternately, nextAddress())).toEqual(limited);
  });

  it('keeps serving without Redis, with each limit held per process', async () => {
    await redis.kill();
    expect([await redisState(0), await redisState(1)]).toEqual(['unavailable', 'unavailable']);
    const ip = nextAddress();
    expect(await attempts(12, () => 0, ip)).toEqual(limited);
    expect(await attempts(12, () => 1, ip)).toEqual(limited);

    const email = newEmail('outage');
    for (const server of [0, 1]) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await cluster.client.call(server, 'POST', '/auth/forgot-password', {
          ip: nextAddress(),
          json: { email },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    // Signed-in work goes on as well.
    expect((await cluster.client.call(1, 'GET', '/auth/me', { token: user.token })).status).toBe(
      200,
    );
  });

  it('logs the outage once per server, however many requests failed over', () => {
    for (const server of [0, 1]) {
      const warnings = logged(server, /Redis unavailable/);
      expect(warnings, cluster.servers[server]!.output().slice(-3000)).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).level).toBe(40);
    }
  });

  it('is exact again once Redis is back', async () => {
    await redis.start();
    const deadline = Date.now() + 30_000;
    while ((await redisState(0)) !== 'ok' || (await redisState(1)) !== 'ok') {
      expect(Date.now(), 'both servers should see Redis again within 30 s').toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await attempts(12, alternately, nextAddress())).toEqual(limited);
    for (const server of [0, 1]) expect(logged(server, /Redis is back/)).toHaveLength(1);
  });

  it('answered nothing with a 5xx', () => {
    expect(cluster.client.serverErrors()).toEqual([]);
  });
});
