import type { DateRange } from '../find-dates';

// A phone number or an email address: a sidebar's contact line set beside a role's dates.
const CONTACT_PIECE = /^(?:\+?\(?\d[\d\s().-]{7,}\d|[\w.+-]+@[\w-]+\.[\w.]+)$/;

/**
 * A dated line's fields without the contact details a two-column page set on the same line
 * ('March 2004 - July 2021 | 317-555-0148'): they are the sidebar's, no field of the role.
 */
export function withoutSidebarContact(fields: string, dates: DateRange | null): string {
  if (!dates) return fields;
  return fields
    .split(/\s+\|\s+/)
    .filter((piece) => !CONTACT_PIECE.test(piece.trim()))
    .join(' | ');
}
