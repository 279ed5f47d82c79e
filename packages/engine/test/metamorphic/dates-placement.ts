// Where a role's dates stand, for resumes that write them on their own line under the header:
// moved up to the header's right margin, above the header, or before it on one line.
import { keepingMonths, type StructureTransform } from './structure-transform';

/** Every dates line that follows a header line, with the pair rewritten by `place`. */
function placeDates(
  name: string,
  place: (header: string, dates: string) => string[],
): StructureTransform {
  return keepingMonths(name, (r) => {
    const dates = new Set(r.roles.map((role) => role.dates));
    const out: string[] = [];
    for (const line of r.text.split('\n')) {
      const header = out.at(-1);
      if (!dates.has(line) || !header?.trim()) out.push(line);
      else out.splice(-1, 1, ...place(header, line));
    }
    return out.join('\n');
  });
}

/** Dates at the header's right margin, reached by spaces (to column 72, as monospace) or a tab. */
export function datesAtRightMargin(reach: 'spaces' | 'tab'): StructureTransform {
  return placeDates(`dates at the right margin by ${reach}`, (header, dates) => {
    const pad = reach === 'tab' ? '\t' : ' '.repeat(Math.max(4, 72 - header.length));
    return [`${header}${pad}${dates}`];
  });
}

/** The dates line above the header instead of below it. */
export const datesAboveHeader = placeDates('dates above the header', (header, dates) => [
  dates,
  header,
]);

/** The dates first on the header's line ('Mar 2021 – Present | Engineer | Ledgerly'). */
export const datesLeadHeader = placeDates('dates leading the header', (header, dates) => [
  `${dates} | ${header}`,
]);
