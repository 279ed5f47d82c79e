import type { z } from 'zod';

/**
 * Characters a rendered file cannot hold: the C0 controls (tab, line feed and carriage return
 * excepted), DEL, the two non-characters U+FFFE/U+FFFF and lone surrogates. XML 1.0 forbids all
 * of them, so one in a line would make the Word document unreadable; in a PDF or text file they
 * are invisible noise at best.
 */
export const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_CHARACTERS_MESSAGE =
  'Remove the control characters from this line: they cannot be printed.';

/** Whether a text has none of the characters a rendered file cannot hold. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTERS.test(text);
}

/**
 * A zod check that walks every string of a value and reports each one holding an unsafe
 * character at its own path, so a 422 names the exact line ('experience.0.achievements.2').
 */
export function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx): void {
  const walk = (node: unknown, path: Array<string | number>) => {
    if (typeof node === 'string') {
      if (!isSafeText(node))
        ctx.addIssue({ code: 'custom', message: UNSAFE_CHARACTERS_MESSAGE, path });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, i]));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
    }
  };
  walk(value, []);
}
