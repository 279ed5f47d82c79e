import { z } from 'zod';
import { isSafeText, UNSAFE_CHARACTERS_MESSAGE } from './safe-text';

export const FACTS_NEEDED =
  'Add your resume or fill in your details so we can write from your own experience.';

// A month (name or number) and a year, or a year alone: the forms the resume reader dates.
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(`^(?:${MONTH} \\d{4}|(?:0?[1-9]|1[0-2])/\\d{4}|\\d{4})$`, 'i');
const ONGOING = /^(?:present|current|now)$/i;

/** One line of the person's own text: trimmed, bounded, printable and on one line. */
const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max.toLocaleString('en-US')} characters at most)`)
    .refine(isSafeText, UNSAFE_CHARACTERS_MESSAGE)
    .refine((s) => !/[\r\n]/.test(s), `${label} must be on one line`);

const required = (max: number, label: string, message: string) =>
  text(max, label).pipe(z.string().min(1, message));

const date = (label: string, message: string) =>
  z.string().trim().max(40, `${label} is too long`).regex(DATE, message);

/** One role the person held, in their own words. */
export const factsRole = z.object({
  title: required(200, 'The job title', 'Please enter the job title'),
  company: required(200, 'The company', 'Please enter the company'),
  start: date('The start date', 'Write when you started as Month Year, for example Jan 2020'),
  /** Empty, 'Present', 'Current' or 'Now' for a role the person still holds. */
  end: z
    .string()
    .trim()
    .max(40, 'The end date is too long')
    .refine(
      (s) => s === '' || ONGOING.test(s) || DATE.test(s),
      'Write when you left as Month Year (for example Mar 2023), or leave it empty if you still work there',
    )
    .default(''),
  achievements: z
    .array(text(600, 'An achievement'))
    .max(30, 'Keep to 30 achievements for one role')
    .transform((lines) => lines.filter(Boolean))
    .pipe(z.array(z.string()).min(1, 'Add at least one achievement, one per line')),
});
export type FactsRole = z.infer<typeof factsRole>;

/**
 * The person's own details, typed into the generator when they have no resume file: the
 * generator writes only from these, as it would from an uploaded resume.
 */
export const generatorFacts = z.object({
  name: required(200, 'Your name', 'Please enter your name'),
  email: z
    .string()
    .trim()
    .max(254, 'The email address is too long')
    .pipe(z.email('Please enter a valid email address')),
  phone: text(50, 'The phone number').default(''),
  location: text(200, 'The location').default(''),
  roles: z
    .array(factsRole)
    .min(1, 'Add at least one role you held')
    .max(20, 'Keep to your 20 most recent roles'),
  education: z
    .array(text(300, 'An education line'))
    .max(20, 'Keep to 20 education lines')
    .transform((lines) => lines.filter(Boolean))
    .default([]),
  skills: z
    .array(text(100, 'A skill'))
    .max(100, 'Keep to 100 skills')
    .transform((lines) => lines.filter(Boolean))
    .default([]),
});
export type GeneratorFacts = z.infer<typeof generatorFacts>;
/** What a form sends before defaults and trimming. */
export type GeneratorFactsInput = z.input<typeof generatorFacts>;
