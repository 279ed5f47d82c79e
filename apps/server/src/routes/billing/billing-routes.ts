import type { FastifyInstance } from 'fastify';
import {
  cancelSubscriptionEndpoint,
  currentSubscriptionEndpoint,
  historyEndpoint,
  plansEndpoint,
  reactivateSubscriptionEndpoint,
  updateSubscriptionEndpoint,
} from '@resumerank/contract/subscriptions';
import {
  billingPortalEndpoint,
  confirmSetupEndpoint,
  createSubscriptionEndpoint,
  paymentMethodsEndpoint,
  setDefaultPaymentMethodEndpoint,
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
import { confirmCardSetup } from '../../services/billing/confirm-card-setup';
import { webhookRoute } from './webhook-route';

/** Plans, the user's subscription, plan changes and card payments. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, config: app.config, now: app.now };
  const payments = app.payments;
  registerRoutes(app, [
    defineRoute(plansEndpoint, async () => listPlans()),
    defineRoute(currentSubscriptionEndpoint, async ({ request }) =>
      currentSubscription(app.db, request.user!.id),
    ),
    defineRoute(updateSubscriptionEndpoint, async ({ body, request }) =>
      payments.changePlan(request.user!.id, body),
    ),
    defineRoute(cancelSubscriptionEndpoint, async ({ body, request }) =>
      payments.cancel(request.user!.id, body),
    ),
    defineRoute(reactivateSubscriptionEndpoint, async ({ request }) =>
      payments.reactivate(request.user!.id),
    ),
    defineRoute(historyEndpoint, async ({ request }) => planHistory(app.db, request.user!.id)),
    defineRoute(setupIntentEndpoint, async ({ request }) =>
      payments.createSetupIntent(request.user!.id),
    ),
    defineRoute(confirmSetupEndpoint, async ({ body, request }) =>
      confirmCardSetup(ctx, request.user!.id, body),
    ),
    defineRoute(createSubscriptionEndpoint, async ({ body, request }) =>
      payments.createSubscription(request.user!.id, body),
    ),
    defineRoute(paymentMethodsEndpoint, async ({ request }) =>
      listPaymentMethods(app.db, request.user!.id),
    ),
    defineRoute(setDefaultPaymentMethodEndpoint, async ({ params, request }) =>
      payments.setDefaultPaymentMethod(request.user!.id, params.payment_method_id),
    ),
    defineRoute(billingPortalEndpoint, async ({ request }) =>
      payments.openBillingPortal(request.user!.id),
    ),
    defineRoute(transactionsEndpoint, async ({ query, request }) =>
      listTransactions(app.db, request.user!.id, query),
    ),
  ]);
  await app.register(webhookRoute);
}
