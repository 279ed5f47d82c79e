import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLocalProvider } from '../services/billing/local-provider';
import type { PaymentProvider } from '../services/billing/payment-provider';
import { createStripeProvider } from '../services/billing/stripe/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card payment provider (built-in `local`, or `stripe`). */
    payments: PaymentProvider;
    /** Applies due renewals and scheduled plan changes now (the job's tick; tests call it). */
    runBillingJob: () => Promise<Record<string, number>>;
  }
}

/**
 * The payment provider chosen by settings, and the billing job: every BILLING_INTERVAL_SECONDS
 * (and once at start, to catch up after downtime) it applies due renewals and scheduled changes.
 * Ticks never overlap in one process, and row locks keep several processes from applying
 * anything twice.
 */
export const billingPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx = { db: app.db, config: app.config, now: app.now };
    const provider =
      app.config.payments.provider === 'stripe'
        ? createStripeProvider(ctx)
        : createLocalProvider(ctx);
    app.decorate('payments', provider);
    let running: Promise<unknown> = Promise.resolve();
    app.decorate('runBillingJob', async () => {
      const tick = running.then(() => provider.runDueBilling());
      running = tick.catch(() => undefined);
      return tick;
    });

    const seconds = app.config.billingIntervalSeconds;
    if (seconds === 0) return;
    const tick = () => {
      app.runBillingJob().then(
        (counts) => {
          if (Object.values(counts).some((n) => n > 0)) app.log.info({ counts }, 'billing job');
        },
        (error: unknown) => app.log.error({ err: error }, 'billing job failed; retried next tick'),
      );
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'billing', dependencies: ['config', 'db'] },
);
