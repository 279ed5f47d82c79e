import { generatorFacts, type GeneratorFacts } from '@resumerank/contract/generator-facts';
import { toFactsInput, type FactsDraft } from './facts-draft';

/** Each problem of the details form by field path ('name', 'roles.0.title'); '' for the form. */
export type FactsErrors = Record<string, string>;

/**
 * The details form checked with the contract's own schema, so the browser and the server say
 * the same thing about the same input.
 */
export function validateFacts(
  draft: FactsDraft,
): { ok: true; facts: GeneratorFacts } | { ok: false; errors: FactsErrors } {
  const result = generatorFacts.safeParse(toFactsInput(draft));
  if (result.success) return { ok: true, facts: result.data };
  const errors: FactsErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The server's 422 field errors about `facts`, keyed as validateFacts keys them. */
export function factsErrorsFrom(fields: { field: string; message: string }[]): FactsErrors {
  const errors: FactsErrors = {};
  for (const { field, message } of fields) {
    if (field === 'facts') errors[''] ??= message;
    else if (field.startsWith('facts.')) errors[field.slice('facts.'.length)] ??= message;
  }
  return errors;
}

/** The first problem at a field or anywhere under it ('roles.0.achievements.3' for a line). */
export function errorAt(errors: FactsErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}
