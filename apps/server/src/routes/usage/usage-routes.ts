import type { FastifyInstance } from 'fastify';
import {
  checkLimitsEndpoint,
  planLimitsEndpoint,
  usageInfoEndpoint,
} from '@resumerank/contract/usage';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { checkLimits, getUsageSummary, planLimits } from '../../services/usage/get-usage';

/** Today's usage, whether each feature can be used, and every plan's limits. */
export async function usageRoutes(app: FastifyInstance): Promise<void> {
  registerRoutes(app, [
    defineRoute(usageInfoEndpoint, async ({ request }) =>
      getUsageSummary(app.db, request.user!.id, app.now()),
    ),
    defineRoute(checkLimitsEndpoint, async ({ request }) =>
      checkLimits(app.db, request.user!.id, app.now()),
    ),
    defineRoute(planLimitsEndpoint, async () => planLimits()),
  ]);
}
