import { toApiError } from '../../../lib/api-error';
import { CardDeclinedError, CardEntryError } from './card-confirmer';
import { planChangeErrorMessage } from './plan-change-error';

/**
 * The sentence a card form shows under itself after a failure, e.g. 'Your card was declined.',
 * or null when there is nothing to add (the fields already say what is wrong, or the user is
 * being logged out).
 */
export function cardFailureDetail(error: unknown): string | null {
  if (error instanceof CardEntryError) return null;
  if (error instanceof CardDeclinedError) return error.message;
  const planWords = planChangeErrorMessage(error);
  if (planWords) return planWords;
  const apiError = toApiError(error);
  if (apiError.status === 401) return null;
  return apiError.fieldErrors[0]?.message ?? apiError.message;
}
