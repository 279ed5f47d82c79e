import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { openRedisLink, type RedisLink } from '../src/lib/open-redis-link';
import { createRedisLimiter } from '../src/lib/redis-attempt-limiter';
import { createLimiter } from '../src/lib/create-limiter';
import { sharedRateLimitStore } from '../src/lib/shared-rate-limit-store';
import type { WindowCount } from '../src/lib/memory-window-counter';
import { freePort } from '../test/helpers/free-port';
import { sharedRedisUrl } from './helpers/cluster-settings';
import { deleteRedisKeys } from './helpers/delete-redis-keys';

// Two links stand for two server processes: each has its own connection to the one Redis.
const prefix = `rr-test-${randomBytes(6).toString('hex')}:`;
const log = pino({ level: 'silent' });
let first: RedisLink;
let second: RedisLink;
beforeAll(async () => {
  first = await openRedisLink({ url: sharedRedisUrl, keyPrefix: prefix, log });
  second = await openRedisLink({ url: sharedRedisUrl, keyPrefix: prefix, log });
  expect(first.status.available() && second.status.available()).toBe(true);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await deleteRedisKeys(sharedRedisUrl, prefix);
});

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 25, 12) + ms);

describe('createRedisLimiter', () => {
  it('refuses the attempt past the limit and forgets attempts once they leave the window', async () => {
    const limiter = createRedisLimiter(first, { name: 'window', limit: 3, windowMs: HOUR });
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.attempt('ada', at(i * 1000)));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.recent('ada', at(5000))).toBe(3);
    // The first attempt (at 0) leaves the window at exactly one hour; the others stay in it.
    expect(await limiter.attempt('ada', at(HOUR))).toBe(true);
    expect(await limiter.attempt('ada', at(HOUR + 500))).toBe(false);
    expect(await limiter.recent('ada', at(HOUR + 1500))).toBe(2);
    expect(await limiter.recent('ada', at(HOUR + 2000))).toBe(1);
    expect(await limiter.recent('someone else', at(HOUR))).toBe(0);
  });

  it('counts two attempts in the same millisecond as two', async () => {
    const limiter = createRedisLimiter(first, { name: 'same-ms', limit: 5, windowMs: HOUR });
    await Promise.all([limiter.attempt('k', at(0)), limiter.attempt('k', at(0))]);
    expect(await limiter.recent('k', at(0))).toBe(2);
  });

  it('is exact across processes: 40 concurrent attempts over two connections, 7 allowed', async () => {
    const options = { name: 'concurrent', limit: 7, windowMs: HOUR };
    const limiters = [createRedisLimiter(first, options), createRedisLimiter(second, options)];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => limiters[i % 2]!.attempt('shared', at(i))),
    );
    expect(results.filter(Boolean)).toHaveLength(7);
    expect(await limiters[1]!.recent('shared', at(100))).toBe(7);
  });

  it('keeps its keys under the prefix, with an expiry, and without the subject in clear', async () => {
    const limiter = createRedisLimiter(first, { name: 'keys', limit: 2, windowMs: 60_000 });
    await limiter.attempt('person@example.com', new Date());
    const keys = await first.client.keys(`${prefix}limit:keys:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('person');
    const ttl = await first.client.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe('createLimiter with Redis away', () => {
  it('falls back to a per-process limit and marks Redis down', async () => {
    const down = await openRedisLink({
      url: `redis://127.0.0.1:${await freePort()}`,
      keyPrefix: prefix,
      log,
      connectWaitMs: 500,
    });
    try {
      const limiter = createLimiter(down, { name: 'down', limit: 2, windowMs: HOUR });
      const results = [];
      for (let i = 0; i < 3; i += 1) results.push(await limiter.attempt('ada', at(i)));
      expect(results).toEqual([true, true, false]);
      expect(await limiter.recent('ada', at(10))).toBe(2);
      expect(down.status.available()).toBe(false);
      expect(await down.ping()).toBe(false);
    } finally {
      await down.close();
    }
  });
});

describe('sharedRateLimitStore', () => {
  const hit = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
    new Promise<WindowCount>((resolve, reject) =>
      store.incr(
        key,
        (error: Error | null, result?: WindowCount) => (error ? reject(error) : resolve(result!)),
        windowMs,
        10,
      ),
    );
  const route = (link: RedisLink) => {
    const Store = sharedRateLimitStore(link);
    return new Store({}).child({ routeInfo: { method: 'POST', url: '/api/auth/login' } } as never);
  };

  it('counts one window per route and address across processes, with its time left', async () => {
    const stores = [route(first), route(second)];
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => hit(stores[i % 2]!, '10.1.1.1', 60_000)),
    );
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    for (const c of counts) {
      expect(c.ttl).toBeGreaterThan(0);
      expect(c.ttl).toBeLessThanOrEqual(60_000);
    }
    expect((await hit(stores[0]!, '10.1.1.2', 60_000)).current).toBe(1);
  });

  it('counts in memory while Redis is away, never failing the request', async () => {
    const down = await openRedisLink({
      url: `redis://127.0.0.1:${await freePort()}`,
      keyPrefix: prefix,
      log,
      connectWaitMs: 500,
    });
    try {
      const store = route(down);
      const counts = [];
      for (let i = 0; i < 3; i += 1) counts.push((await hit(store, '10.2.2.2', 60_000)).current);
      expect(counts).toEqual([1, 2, 3]);
      expect(down.status.available()).toBe(false);
    } finally {
      await down.close();
    }
  });
});
