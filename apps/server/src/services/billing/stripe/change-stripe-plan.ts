import type Stripe from 'stripe';
import { planCatalog, type PlanType } from '@resumerank/contract/plan-catalog';
import { AppError } from '../../../errors/app-error';
import { utcDay } from '../billing-period';
import { applyUpgrade } from '../apply-upgrade';
import { lockSubscription } from '../lock-subscription';
import {
  decidePlanChange,
  downgradeMessage,
  planChangeAnswer,
  upgradeMessage,
} from '../plan-change-rules';
import { scheduleDowngrade } from '../schedule-downgrade';
import { subscriptionRow } from '../subscription-row';
import { callStripe } from './call-stripe';
import { recordStripeInvoice } from './record-stripe-invoice';
import type { StripeBillingContext } from './stripe-context';
import { idOf, latestInvoice, onceKey, requireStripeSubscription } from './stripe-ids';
import { priceFor } from './stripe-plans';
import { stripeSubscriptionChanges } from './stripe-subscription-state';

const changedMeanwhile = () =>
  new AppError('CONFLICT', 'Your plan changed meanwhile. Reload the page and try again.');

/**
 * PUT /subscriptions/update with Stripe, under the rules every provider shares
 * (plan-change-rules.ts). A downgrade is only scheduled in our row, as with the built-in
 * processor; the billing job sends it to Stripe (apply-due-downgrades.ts). An upgrade changes
 * the subscription's price now with proration_behavior always_invoice, so the prorated
 * difference is invoiced and charged at once (a new full period when prorate is false); a
 * declined card is a 402 and changes nothing. The amount recorded is Stripe's invoice.
 */
export async function changeStripePlan(
  ctx: StripeBillingContext,
  userId: string,
  input: { new_plan_type: PlanType; prorate: boolean },
) {
  const target = input.new_plan_type;
  const now = ctx.now();
  const row = await subscriptionRow(ctx.db, userId);
  const first = decidePlanChange(row, target, now);
  if (first.kind === 'unchanged') return planChangeAnswer(row, first.message, null);

  if (first.kind === 'downgrade') {
    const scheduled = await ctx.db.transaction(async (tx) => {
      const locked = await lockSubscription(tx, userId);
      const decision = decidePlanChange(locked, target, now);
      if (decision.kind === 'unchanged') return { row: locked, message: decision.message };
      if (decision.kind === 'upgrade') throw changedMeanwhile();
      const updated = await scheduleDowngrade(tx, locked, { from: decision.from, to: target }, now);
      return { row: updated, message: downgradeMessage(updated, target) };
    });
    return planChangeAnswer(scheduled.row, scheduled.message, null);
  }

  const subscriptionId = requireStripeSubscription(row);
  const before = await callStripe(() => ctx.stripe.subscriptions.retrieve(subscriptionId));
  const item = before.items.data[0];
  if (!item) throw changedMeanwhile();
  const params: Stripe.SubscriptionUpdateParams = {
    items: [{ id: item.id, price: priceFor(ctx.settings, target) }],
    payment_behavior: 'error_if_incomplete',
    expand: ['latest_invoice'],
    ...(input.prorate
      ? { proration_behavior: 'always_invoice' }
      : { proration_behavior: 'none', billing_cycle_anchor: { type: 'now' } }),
  };
  const key = onceKey('upgrade', subscriptionId, target, String(input.prorate), utcDay(now));
  const updated = await callStripe(() =>
    ctx.stripe.subscriptions.update(subscriptionId, params, { idempotencyKey: key }),
  );
  // Only an invoice this change made is its charge (none when the price was already set).
  const invoice = latestInvoice(updated);
  const charged = invoice && invoice.id !== idOf(before.latest_invoice) ? invoice : null;
  const amount = charged?.amount_paid ?? 0;

  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, userId);
    const decision = decidePlanChange(locked, target, now);
    if (decision.kind === 'unchanged')
      return { row: locked, message: decision.message, prorated: null };
    if (decision.kind === 'downgrade') throw changedMeanwhile();
    const saved = await applyUpgrade(
      tx,
      userId,
      { from: decision.from, to: target, amountCents: amount },
      stripeSubscriptionChanges(ctx.settings, locked, updated, now),
      now,
    );
    if (charged)
      await recordStripeInvoice(tx, {
        userId,
        invoice: charged,
        plan: target,
        now,
        description: chargeDescription(target, input.prorate),
      });
    return { row: saved, message: upgradeMessage(target, amount, input.prorate), prorated: amount };
  });
  return planChangeAnswer(result.row, result.message, result.prorated);
}

function chargeDescription(target: PlanType, prorate: boolean): string {
  const name = planCatalog[target].name;
  return prorate
    ? `Upgrade to ${name}, prorated for the rest of the period`
    : `${name} plan, new period`;
}
