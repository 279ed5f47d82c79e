import type { FastifyInstance } from 'fastify';
import {
  configEndpoint,
  docsEndpoint,
  healthEndpoint,
  readyEndpoint,
} from '@resumerank/contract/service';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { checkHealth } from '../../services/check-health';
import { checkReady } from '../../services/check-ready';
import { describePublicConfig } from '../../services/describe-public-config';
import { describeApi } from '../../services/describe-api';

/** GET /health, /health/ready, /config and /docs: what operators, the web client and integrators read. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, [
    defineRoute(healthEndpoint, async ({ reply }) => {
      const health = await checkHealth(app.database, app.config, app.redis);
      if (health.status !== 'ok') void reply.status(503);
      return health;
    }),
    defineRoute(readyEndpoint, async ({ reply }) => {
      const ready = await checkReady(app.database, app.config, app.engine);
      if (ready.status !== 'ready') void reply.status(503);
      return ready;
    }),
    defineRoute(configEndpoint, async () => describePublicConfig(app.config)),
    defineRoute(docsEndpoint, async () => describeApi(app.config)),
  ]);
}
