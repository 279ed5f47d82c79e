import { randomBytes } from 'node:crypto';
import type { AttemptLimiter } from './attempt-limiter';
import { limitKey } from './limit-key';
import type { RedisLink } from './open-redis-link';

// One sorted set per subject, scored by attempt time. Pruning, counting and recording run as
// one script, so two servers checking the same subject at once cannot both take the last place.
const ATTEMPT_SCRIPT = `
local since = tonumber(ARGV[1]) - tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', since)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;
const ATTEMPT_COMMAND = 'resumerankLimitAttempt';

type AttemptCommand = (
  key: string,
  now: number,
  windowMs: number,
  limit: number,
  member: string,
) => Promise<number>;

export interface RedisLimiterOptions {
  /** Names the limit in its keys (`<prefix>limit:<name>:...`). */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * A sliding-window limiter kept in Redis, exact across every process sharing it, and surviving
 * their restarts. Attempts are timed by the caller's clock, as the in-memory limiter's are.
 * Rejects when Redis does not answer (createFallbackLimiter decides what happens then).
 */
export function createRedisLimiter(link: RedisLink, options: RedisLimiterOptions): AttemptLimiter {
  const { client } = link;
  if (!(ATTEMPT_COMMAND in client)) {
    client.defineCommand(ATTEMPT_COMMAND, { numberOfKeys: 1, lua: ATTEMPT_SCRIPT });
  }
  const attemptCommand = (client as unknown as Record<string, AttemptCommand>)[ATTEMPT_COMMAND]!;
  const key = (subject: string) => limitKey(link.keyPrefix, options.name, subject);
  return {
    async attempt(subject, now) {
      // Two attempts in the same millisecond must stay two members of the set.
      const member = `${now.getTime()}-${randomBytes(6).toString('hex')}`;
      const allowed = await attemptCommand.call(
        client,
        key(subject),
        now.getTime(),
        options.windowMs,
        options.limit,
        member,
      );
      return allowed === 1;
    },
    async recent(subject, now) {
      const since = now.getTime() - options.windowMs;
      return client.zcount(key(subject), `(${since}`, '+inf');
    },
  };
}
