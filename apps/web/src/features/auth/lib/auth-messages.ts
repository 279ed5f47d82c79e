import { ApiError } from '../../../lib/api-error';
import { GuardError } from './guards';

/** The toast for a failed sign-up (SPEC.md 8): a guard's or the server's reason, else the generic one. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof GuardError) return error.message;
  if (error instanceof ApiError && error.status && error.status < 500 && error.status !== 422) {
    return error.message;
  }
  return 'Failed to create account';
}

/** The toast for a failed sign-in (SPEC.md 8). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof GuardError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Invalid email or password. Please try again.';
    if (error.status === 403 || error.status === 429) return error.message;
  }
  return 'Failed to sign in. Please check your username and/or password.';
}

/** The toast for a failed reset request (SPEC.md 8). */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (error instanceof GuardError) return error.message;
  if (error instanceof ApiError && error.status === 429) {
    return 'Too many reset attempts. Please try again later.';
  }
  if (error instanceof ApiError && error.status === 403) return error.message;
  return 'Failed to send password reset email';
}
