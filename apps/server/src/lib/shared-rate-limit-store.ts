import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { limitKey } from './limit-key';
import { createMemoryWindowCounter, type WindowCount } from './memory-window-counter';
import type { RedisLink } from './open-redis-link';

// A fixed window per key: the first hit starts it (and its expiry), later hits only count.
// One script, so the count and the window's end are read together by every server.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;
const HIT_COMMAND = 'resumerankLimitHit';

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;
type Callback = (error: Error | null, result?: WindowCount) => void;

/** What @fastify/rate-limit hands a store's `child`: the route's merged limit settings. */
interface RouteLimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store class for @fastify/rate-limit that counts in Redis, so a route's limit is exact across
 * every server sharing it, and counts in this process's memory whenever Redis fails: a limited
 * route then keeps a per-process limit instead of failing or letting everything through.
 */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const { client } = link;
  if (!(HIT_COMMAND in client)) {
    client.defineCommand(HIT_COMMAND, { numberOfKeys: 1, lua: HIT_SCRIPT });
  }
  const hitCommand = (client as unknown as Record<string, HitCommand>)[HIT_COMMAND]!;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly local = createMemoryWindowCounter();
    private readonly name: string;

    // The plugin constructs the root store with its settings object; children get their name.
    constructor(name?: unknown) {
      this.name = typeof name === 'string' ? name : 'route:global';
    }

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      hitCommand.call(client, limitKey(link.keyPrefix, this.name, key), timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          link.status.markDown(error);
          callback(null, this.local.hit(key, timeWindow, Date.now()));
        },
      );
    }

    child(settings: unknown): FastifyRateLimitStore {
      const route = (settings as RouteLimitSettings).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new SharedRateLimitStore(`route:${method}:${route.url ?? ''}`);
    }
  }
  return SharedRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
