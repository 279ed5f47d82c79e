import Stripe from 'stripe';
import { AppError } from '../../../errors/app-error';

/** Whether an error is Stripe's answer that the object asked for does not exist. */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * A failed call to Stripe as an AppError: a declined card is a 402 with Stripe's message
 * (written for the card holder), anything else a 503, since the user can only try again
 * later. The original error stays as the cause, for the log.
 */
export function stripeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('PAYMENT_REQUIRED', error.message || 'Your card was declined.', {
      cause: error,
    });
  }
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The payment service is unavailable. Please try again in a moment.',
    { cause: error },
  );
}

/** Runs one call to Stripe, its failures turned into AppErrors (stripeFailure). */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error);
  }
}
