import toast from 'react-hot-toast';
import { TOAST } from '../config/constants';
import { toApiError } from './api-error';

/** A success toast. */
export function notifySuccess(message: string): void {
  toast.success(message, { duration: TOAST.successMs });
}

/** An error toast. */
export function notifyError(message: string): void {
  toast.error(message, { duration: TOAST.errorMs });
}

/**
 * The toast for a failed call: the given message (a feature's own wording), or the error's.
 * A 401 shows nothing: the user is logged out instead (SPEC.md 8).
 */
export function notifyApiError(error: unknown, message?: string): void {
  const apiError = toApiError(error);
  if (apiError.status === 401) return;
  notifyError(message ?? apiError.message);
}
