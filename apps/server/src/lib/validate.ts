import type { z } from 'zod';
import { defaultErrorMessage } from '@resumerank/contract/errors';
import { AppError } from '../errors/app-error';

/**
 * Parses input with a contract schema; a failure becomes a 422 whose `errors` name each field
 * with the contract's own message (SPEC.md's wording).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: string,
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : where,
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', defaultErrorMessage.VALIDATION_ERROR, { errors });
}
