const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A JSON Resume date ('2019', '2019-09', '2019-09-07') as our own templates print it: 'Sep 2019',
 * or the year alone when the month is not given; anything else as written.
 */
export function formatDate(date: string | undefined): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(date ?? '');
  if (!match) return date ?? '';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month} ${match[1]}` : match[1]!;
}

/** A role's dates as our own templates print them: 'Sep 2019 – Present' for an open end. */
export function formatRange(start: string | undefined, end: string | undefined): string {
  return `${formatDate(start)} – ${end ? formatDate(end) : 'Present'}`;
}
