import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { openRedisLink, type RedisLink } from '../lib/open-redis-link';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis of the limits when REDIS_URL is set; null keeps them in memory. */
    redis: RedisLink | null;
  }
}

/**
 * Connects to Redis when REDIS_URL is set, so rate limits and attempt limiters are shared by
 * every server process, and closes the connection when the server stops.
 */
export const redisPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', null);
      return;
    }
    const link = await openRedisLink({
      url: settings.url,
      keyPrefix: settings.keyPrefix,
      log: app.log,
    });
    app.decorate('redis', link);
    app.addHook('onClose', async () => link.close());
    app.log.info({ redis: link.status.available() ? 'ok' : 'unavailable' }, 'redis configured');
  },
  { name: 'redis', dependencies: ['config'] },
);
