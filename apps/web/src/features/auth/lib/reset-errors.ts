import { ApiError } from '../../../lib/api-error';

export type ResetSubmitOutcome =
  { view: 'invalid'; message: string } | { view: 'form'; toast: string };

/**
 * What a failed reset submit does (SPEC.md 4 and 8): 'expired' or 'used' switch to the invalid
 * view with their message; any other API error only toasts; a non-API failure has its own text.
 */
export function resetSubmitOutcome(error: unknown): ResetSubmitOutcome {
  if (!(error instanceof ApiError)) {
    return {
      view: 'form',
      toast:
        error instanceof Error && error.name === 'GuardError'
          ? error.message
          : 'Failed to reset password. Please try again.',
    };
  }
  const text = error.message.toLowerCase();
  if (text.includes('expired')) {
    return {
      view: 'invalid',
      message: 'Reset token has expired. Please request a new password reset.',
    };
  }
  if (text.includes('used')) {
    return {
      view: 'invalid',
      message: 'Reset token has already been used. Please request a new password reset.',
    };
  }
  return { view: 'form', toast: error.message || 'Failed to reset password' };
}
