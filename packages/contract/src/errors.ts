import { z } from 'zod';

/** Stable error codes shared by the server (which answers them) and the web client. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'PAYMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
  'LIMIT_REACHED',
  'SERVER_ERROR',
  'NOT_IMPLEMENTED',
  'AI_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The HTTP status of each code (API.md conventions). */
export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  LIMIT_REACHED: 429,
  SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  AI_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
};

/** What each code says when nothing more specific is known (SPEC.md 8 where it has a text). */
export const defaultErrorMessage: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad request.',
  UNAUTHORIZED: 'Session expired. Please log in again.',
  PAYMENT_REQUIRED: 'Payment failed. Please try again.',
  FORBIDDEN: 'Access denied.',
  NOT_FOUND: 'Resource not found.',
  CONFLICT: 'This conflicts with the current state.',
  GONE: 'This is no longer available.',
  PAYLOAD_TOO_LARGE: 'File size must be less than 10MB',
  UNSUPPORTED_MEDIA_TYPE: 'Invalid file type. Please select: PDF, DOC, DOCX, TXT',
  VALIDATION_ERROR: 'Invalid input data.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  LIMIT_REACHED: 'Daily limit reached. Please try again tomorrow or upgrade your plan.',
  SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  NOT_IMPLEMENTED: 'Not available yet.',
  AI_UNAVAILABLE: 'AI resume generation is currently unavailable. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
};

/** Every error answer: `{detail}`, a message or (for plan limits) an object. */
export const errorBody = z.object({
  detail: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

/** A 422 answer: the generic detail and one entry per bad field. */
export const validationErrorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The features that have daily limits. */
export const limitedFeature = z.enum(['resume_upload', 'resume_generation']);
export type LimitedFeature = z.infer<typeof limitedFeature>;

/** A 429 for a daily plan limit. */
export const limitErrorBody = z.object({
  detail: z.object({
    feature: limitedFeature,
    message: z.string(),
    limit: z.number().int(),
    reset_at: z.iso.datetime(),
  }),
});
export type LimitErrorBody = z.infer<typeof limitErrorBody>;
