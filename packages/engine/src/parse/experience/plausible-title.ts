// A role's title as read, kept only when it can be one: a line of the role's text read into the
// title's place ('{ End User support;', 'Duties and responsibilities include', 'On the first
// year we studied …') is a wrong reading, and a wrong reading is worse than none.

// Text that opens no title: a closing bracket or a brace, the tail of a sentence before it.
const OPENS_NO_TITLE = /^[)\]}{]/;
// A lead-in to a list ('Duties and responsibilities include').
const LEAD_IN = /\b(?:include|includes|including)$/i;
// A person speaking in the first person plural or of their own ('we studied', 'my tasks').
// In lower case, or capitalised to open it: 'US Army Officer' is no 'us'.
const OWN_VOICE = /\b(?:we|our|us|my)\b|^(?:We|Our|My)\b/;

/**
 * The title read for a role, its trailing comma or semicolon dropped ('Sony Music (Red
 * Unicorn),'), or '' when the text cannot be a title: it opens with a closing bracket or a
 * brace, leads into a list, or speaks in the person's own voice outside a bracket's aside.
 */
export function plausibleTitle(title: string): string {
  const trimmed = title.replace(/[\s,;]+$/, '');
  // An aside in brackets may speak so ('Analyst (part time during my DPhil)'); the title not.
  const unbracketed = trimmed.replace(/\([^()]*\)/g, ' ');
  if (OPENS_NO_TITLE.test(trimmed) || LEAD_IN.test(trimmed) || OWN_VOICE.test(unbracketed))
    return '';
  return trimmed;
}
