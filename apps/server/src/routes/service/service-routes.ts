import type { FastifyInstance } from 'fastify';
import { configEndpoint, docsEndpoint, healthEndpoint } from '@resumerank/contract/service';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { checkHealth } from '../../services/check-health';
import { describePublicConfig } from '../../services/describe-public-config';
import { describeApi } from '../../services/describe-api';

/** GET /health, /config and /docs: what operators, the web client and integrators read. */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, [
    defineRoute(healthEndpoint, async ({ reply }) => {
      const health = await checkHealth(app.database, app.config);
      if (health.status !== 'ok') void reply.status(503);
      return health;
    }),
    defineRoute(configEndpoint, async () => describePublicConfig(app.config)),
    defineRoute(docsEndpoint, async () => describeApi(app.config)),
  ]);
}
