import type { FastifyInstance } from 'fastify';
import {
  currentSubscriptionEndpoint,
  historyEndpoint,
  plansEndpoint,
} from '@resumerank/contract/subscriptions';
import {
  confirmSetupEndpoint,
  createSubscriptionEndpoint,
  paymentMethodsEndpoint,
  setupIntentEndpoint,
  transactionsEndpoint,
} from '@resumerank/contract/payments';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import {
  currentSubscription,
  listPaymentMethods,
  listPlans,
  listTransactions,
  planHistory,
} from '../../services/billing/billing-queries';
import { createSetupIntent } from '../../services/billing/create-setup-intent';
import { confirmCardSetup } from '../../services/billing/confirm-card-setup';
import { createSubscription } from '../../services/billing/create-subscription';

/** Plans, the user's subscription and card payments (plan changes come next). */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, config: app.config, now: app.now };
  registerRoutes(app, [
    defineRoute(plansEndpoint, async () => listPlans()),
    defineRoute(currentSubscriptionEndpoint, async ({ request }) =>
      currentSubscription(app.db, request.user!.id),
    ),
    defineRoute(historyEndpoint, async ({ request }) => planHistory(app.db, request.user!.id)),
    defineRoute(setupIntentEndpoint, async ({ request }) =>
      createSetupIntent(ctx, request.user!.id),
    ),
    defineRoute(confirmSetupEndpoint, async ({ body, request }) =>
      confirmCardSetup(ctx, request.user!.id, body),
    ),
    defineRoute(createSubscriptionEndpoint, async ({ body, request }) =>
      createSubscription(ctx, request.user!.id, body),
    ),
    defineRoute(paymentMethodsEndpoint, async ({ request }) =>
      listPaymentMethods(app.db, request.user!.id),
    ),
    defineRoute(transactionsEndpoint, async ({ query, request }) =>
      listTransactions(app.db, request.user!.id, query),
    ),
  ]);
}
