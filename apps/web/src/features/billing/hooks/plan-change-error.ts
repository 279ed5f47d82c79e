import type { planChangeErrorWords } from '@resumerank/contract/subscriptions';
import { toApiError } from '../../../lib/api-error';

// The contract's words, restated so this chunk does not load the schema library; the type ties
// them to the contract, so a renamed word fails the type check.
const words: typeof planChangeErrorWords = {
  sameDay: 'same_day_change',
  activeSubscription: 'active_subscription_exists',
  scheduled: 'scheduled_change_exists',
};

const messages: Array<[string, string]> = [
  [words.sameDay, 'You can only make one plan change per day. Please try again tomorrow.'],
  [
    words.activeSubscription,
    'You already have an active subscription. Please use the subscription dashboard to change plans.',
  ],
  [
    words.scheduled,
    'You already have a scheduled plan change. Please wait for it to take effect or contact support.',
  ],
];

/**
 * SPEC.md 8's message for a refused plan change (the server puts a known word in its detail),
 * or null when the failure is something else.
 */
export function planChangeErrorMessage(error: unknown): string | null {
  const apiError = toApiError(error);
  const text = typeof apiError.detail === 'string' ? apiError.detail : apiError.message;
  return messages.find(([word]) => text.includes(word))?.[1] ?? null;
}
