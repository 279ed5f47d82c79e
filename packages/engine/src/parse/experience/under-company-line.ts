import { headerFields, type HeaderFields } from './header-fields';

/** Words that name a part of an organisation, never a place. */
const UNIT =
  /\b(?:unit|division|department|dept|group|team|lab|laboratory|business|services|office|bureau|branch|practice|studio|institute|university|college|school|hospital|clinic|foundation|company|inc|ltd|llc|corp)\b/i;

/**
 * The employer on a line of its own, and its place: 'Alloy — New York City' is the employer,
 * then the place after the last dash, whether or not the place is one the reader knows.
 */
function employerLine(text: string): { company: string; place: string } {
  // Never inside brackets: 'Colorado Prevention Center (CRO – Cardiovascular Focus)' is a name.
  const pieces = text.split(/\s+[—–|·•]\s+(?![^()]*\))/);
  const last = pieces[pieces.length - 1]!;
  // A unit of the employer after the dash ('Sorin Group USA – Heart Valves Business Unit') is
  // the employer's name still, not its place.
  if (pieces.length >= 2 && !UNIT.test(last))
    return { company: pieces.slice(0, -1).join(' — '), place: last };
  if (pieces.length >= 2) return { company: text.trim(), place: '' };
  // 'Globex (Austin, TX)', 'Globex, Austin, TX': the place as the header's own reading finds it.
  const fields = headerFields([text]);
  return { company: fields.company || fields.title, place: fields.location };
}

/**
 * The fields of a header whose first line is its employer alone ('Stripe — Remote' over 'Senior
 * Engineer, Payments | 2022 – Present'): the employer is that line's, so all the second line
 * names besides a place is the title, team and all ('Senior Engineer, Payments').
 */
export function underCompanyLine(first: string, second: string): HeaderFields {
  const fields = headerFields([second]);
  const title = [fields.title, fields.company].filter(Boolean).join(', ');
  const { company, place } = employerLine(first);
  return {
    title,
    company: company || first,
    location: [fields.location, place].filter(Boolean).join(', '),
  };
}
