import { planChangeErrorWords } from '@resumerank/contract/subscriptions';
import { AppError } from '../../errors/app-error';

// The words lead each message because the web client maps them to SPEC.md 8's toasts.

/** 409: one plan change a UTC day. */
export function sameDayChangeError(): AppError {
  return new AppError(
    'CONFLICT',
    `${planChangeErrorWords.sameDay}: only one plan change a day is allowed; try again tomorrow.`,
  );
}

/** 409: a downgrade or cancellation is already waiting for the period end. */
export function scheduledChangeError(): AppError {
  return new AppError(
    'CONFLICT',
    `${planChangeErrorWords.scheduled}: a plan change is already scheduled for the end of this period.`,
  );
}

/** 409: subscribing again while a paid plan is active. */
export function activeSubscriptionError(): AppError {
  return new AppError(
    'CONFLICT',
    `${planChangeErrorWords.activeSubscription}: change plans from the subscription dashboard.`,
  );
}
