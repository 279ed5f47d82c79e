import type { BillingContext } from './billing-context';

/**
 * POST /payments/billing-portal: where the user sees invoices and changes the default card. The
 * built-in provider's portal is the app's own /billing page, which uses the user's session.
 */
export function openBillingPortal(ctx: BillingContext) {
  return { url: `${ctx.config.appUrl}/billing` };
}
