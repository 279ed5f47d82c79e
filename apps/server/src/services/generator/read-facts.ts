import { generatorFacts, type GeneratorFacts } from '@resumerank/contract/generator-facts';
import { AppError } from '../../errors/app-error';

const UNREADABLE = 'Your details could not be read. Please fill in the form again.';

/**
 * The `facts` field of the generate form (JSON of the person's typed-in details), checked with
 * the contract's schema. Every problem is reported under `facts.<path>` so the form can show it
 * beside the field it is about.
 */
export function readFacts(raw: string): GeneratorFacts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', UNREADABLE, {
      errors: [{ field: 'facts', message: UNREADABLE }],
    });
  }
  const result = generatorFacts.safeParse(parsed);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: ['facts', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_ERROR', errors[0]!.message, { errors });
}
