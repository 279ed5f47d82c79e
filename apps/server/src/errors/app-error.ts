import type { ErrorCode } from '@resumerank/contract/errors';

/** A field-level problem, reported in a 422 answer's `errors` list. */
export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  /** A structured `detail` (e.g. the plan-limit object); defaults to the message. */
  detail?: unknown;
  errors?: FieldError[];
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error type services throw. Its stable code decides the HTTP status in one place
 * (plugins/error-handler.ts); its message is safe to show to the user.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: unknown;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.detail = options.detail ?? message;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}
