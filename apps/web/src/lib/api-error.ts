/** Error codes the client knows (SPEC.md 8), plus HTTP_{status} for any other status. */
export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'RATE_LIMITED'
  | 'SERVER_ERROR'
  | 'NETWORK_ERROR'
  | `HTTP_${number}`;

const byStatus: Record<number, { code: ApiErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Bad request.' },
  401: { code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' },
  403: { code: 'FORBIDDEN', message: 'Access denied.' },
  404: { code: 'NOT_FOUND', message: 'Resource not found.' },
  422: { code: 'VALIDATION_ERROR', message: 'Invalid input data.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
  500: { code: 'SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' },
};

export const NETWORK_ERROR_MESSAGE = 'Please review the given error and try again later.';

/** An API failure in the one shape every feature handles. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number | null,
    /** The raw `detail` of the answer (a string, or an object such as a plan-limit detail). */
    readonly detail: unknown = null,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** For a 429 plan limit: which feature ran out (resume_upload or resume_generation). */
  get limitedFeature(): string | null {
    const detail = this.detail as { feature?: unknown } | null;
    return this.status === 429 && detail && typeof detail.feature === 'string'
      ? detail.feature
      : null;
  }
}

/** The human message of an answer body: its text, its detail (or detail.message), or its message. */
function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' && detail) return detail;
  if (detail && typeof detail === 'object') {
    const inner = (detail as { message?: unknown }).message;
    if (typeof inner === 'string' && inner) return inner;
  }
  if (typeof message === 'string' && message) return message;
  return null;
}

/**
 * The answer inside a failed axios call, or null. Read by shape (axios marks its errors with
 * isAxiosError: true) so that this module, used by the first page, does not pull axios in.
 */
function answerOf(error: unknown): { status: number; data: unknown } | null {
  if (!error || typeof error !== 'object') return null;
  const { isAxiosError, response } = error as { isAxiosError?: unknown; response?: unknown };
  if (isAxiosError !== true || !response || typeof response !== 'object') return null;
  const { status, data } = response as { status?: unknown; data?: unknown };
  return typeof status === 'number' ? { status, data } : null;
}

/** Maps anything a call can throw to an ApiError (SPEC.md 8's status -> code -> message). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const answer = answerOf(error);
  if (answer) {
    const { status, data } = answer;
    const known = byStatus[status];
    const code: ApiErrorCode = known?.code ?? `HTTP_${status}`;
    const message = messageFromBody(data) ?? known?.message ?? `Request failed (${status}).`;
    const body = (data ?? {}) as { detail?: unknown; errors?: unknown };
    const fieldErrors = Array.isArray(body.errors) ? (body.errors as ApiError['fieldErrors']) : [];
    return new ApiError(code, message, status, body.detail ?? null, fieldErrors);
  }
  // No answer at all (offline, refused, timed out) or an unknown failure: the generic message.
  return new ApiError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, null);
}
