import { z } from 'zod';

/** The email rule of SPEC.md 5, with its message. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** An ISO-8601 UTC timestamp as the API sends it. */
export const timestamp = z.iso.datetime({ offset: true });

/** A `{message}` answer. */
export const messageAnswer = z.object({ message: z.string() });

/** A uuid path parameter. */
export const idParam = z.string().min(1).max(100);
