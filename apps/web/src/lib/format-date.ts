// Billing dates are days in UTC (periods end at a UTC instant); showing them in the reader's
// zone could move a renewal to the day before.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO timestamp as a UTC day, e.g. "Dec 23, 2026". */
export function formatDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}
