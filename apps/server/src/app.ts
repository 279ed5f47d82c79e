import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { configPlugin } from './plugins/config-plugin';
import { errorHandlerPlugin } from './plugins/error-handler';
import { dbPlugin } from './plugins/db-plugin';
import { redisPlugin } from './plugins/redis-plugin';
import { securityPlugin } from './plugins/security-plugin';
import { authPlugin } from './plugins/auth-plugin';
import { enginePlugin } from './plugins/engine-plugin';
import { billingPlugin } from './plugins/billing-plugin';
import { retentionPlugin } from './plugins/retention-plugin';
import { llmPlugin } from './plugins/llm-plugin';
import { apiPlugin, API_PREFIX } from './plugins/api-plugin';
import { webPlugin } from './plugins/web-plugin';

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests); otherwise opened from the settings. */
  database?: DatabaseHandle;
  /** The clock; tests pass one they control. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** Request bodies above this are refused (uploads have their own, streamed limit). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole server, ready to `listen` or to `inject` requests into. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-xsrf-token"]'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Bound slow clients so they cannot hold sockets forever.
    requestTimeout: 130_000,
    connectionTimeout: 0,
    return503OnClosing: true,
  });

  await app.register(configPlugin, { config, ...(options.now ? { now: options.now } : {}) });
  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, options.database ? { database: options.database } : {});
  await app.register(redisPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(enginePlugin);
  await app.register(llmPlugin);
  await app.register(billingPlugin);
  await app.register(retentionPlugin);
  await app.register(apiPlugin, { prefix: API_PREFIX });
  await app.register(webPlugin);
  return app;
}
