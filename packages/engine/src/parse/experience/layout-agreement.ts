// A resume sets every role's header the same way: the title in one type, the employer in
// another. Where most roles of a section read so, a role read against that layout (its employer
// taken for its title because a word of the employer's is also a job's, 'Executive Office of the
// President') is read again as the others are.
import type { ExperienceEntry } from '../../types';
import type { EntryLine } from './describe-entry-line';
import type { EntryBlock } from './group-entries';
import { employerLine } from './header-fields';

/** A role as read, with the block it was read from. */
export interface ReadRole {
  block: EntryBlock;
  entry: ExperienceEntry;
}

/** How a header line is set, as a key: lines of one key are set alike. */
type TypeOf = (l: EntryLine) => string;

/** How a header line is set: its size, weight and case, and whether it holds the dates. */
const typeWithCase: TypeOf = (l) => `${typeNoCase(l)}|${l.rest === l.rest.toUpperCase()}`;

/**
 * Its size and weight and whether it holds the dates, but not its case: where the titles are set
 * larger than the employers, an employer in capitals ('CONAFOR®' among 'Axtel®') is one still.
 */
const typeNoCase: TypeOf = (l) =>
  `${Math.round(l.line.fontSize * 2)}|${l.line.emphasis}|${l.dates !== null}`;

/** The header line a field was read from whole, or the one it opens; undefined when none. */
function lineOf(block: EntryBlock, field: string, whole: boolean): EntryLine | undefined {
  if (!field) return undefined;
  return block.header.find((l) => (whole ? l.rest === field : l.rest.startsWith(field)));
}

/** The title's and the employer's lines of a role read from two lines set apart by their type. */
function linesOf({ block, entry }: ReadRole, typeOf: TypeOf): [EntryLine, EntryLine] | null {
  const title = lineOf(block, entry.title, true);
  const company = lineOf(block, entry.company, false);
  if (!title || !company || title === company || typeOf(title) === typeOf(company)) return null;
  return [title, company];
}

/**
 * The layout most roles of a section agree on, as the types of the title's line and of the
 * employer's: at least two roles, and two in three of those read from two lines.
 */
function sharedLayout(roles: readonly ReadRole[], typeOf: TypeOf): [string, string] | null {
  const votes = new Map<string, number>();
  let all = 0;
  for (const role of roles) {
    const lines = linesOf(role, typeOf);
    if (!lines) continue;
    const key = `${typeOf(lines[0])}\n${typeOf(lines[1])}`;
    votes.set(key, (votes.get(key) ?? 0) + 1);
    all += 1;
  }
  const [best, count] = [...votes].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < 2 || count * 3 < all * 2) return null;
  return best.split('\n') as [string, string];
}

/**
 * Reads again, in place, the roles of a section read against the layout most of its roles share:
 * title and employer swapped, or both taken from the title's line ('Super Coordinator — Student
 * Relations' over 'Margazhi — IITM') while the employer's own line went unread.
 */
export function agreeWithLayout(roles: readonly ReadRole[]): void {
  // Size and weight first: case tells title from employer only where both are set alike
  // ('ACME CORP' over 'Software Engineer', both bold), and sets apart titles that are not
  // ('CEO' among 'Project Leader').
  let typeOf = typeNoCase;
  let layout = sharedLayout(roles, typeOf);
  if (!layout) [typeOf, layout] = [typeWithCase, sharedLayout(roles, typeWithCase)];
  if (!layout) return;
  const [titleType, companyType] = layout;
  for (const role of roles) {
    const { block, entry } = role;
    const lines = linesOf(role, typeOf);
    if (lines && typeOf(lines[0]) === companyType && typeOf(lines[1]) === titleType) {
      // Both fields were whole lines: each goes back to the line its type says.
      if (entry.company === lines[1].rest)
        [entry.title, entry.company] = [entry.company, entry.title];
      continue;
    }
    if (lines) continue;
    const titleLine = block.header.filter((l) => typeOf(l) === titleType);
    const companyLine = block.header.filter((l) => typeOf(l) === companyType);
    if (titleLine.length !== 1 || companyLine.length !== 1) continue;
    const [own, employer] = [titleLine[0]!, companyLine[0]!];
    // Title and employer both read out of the title's line, the employer's line left unread.
    const fromTitleLine =
      own.rest.startsWith(entry.title) &&
      own.rest.includes(entry.company) &&
      !employer.rest.includes(entry.company);
    if (!entry.title || !entry.company || !fromTitleLine) continue;
    const read = employerLine(employer.rest);
    entry.title = own.rest;
    entry.company = read.company;
    entry.location = [entry.location, read.location].filter(Boolean).join(', ');
  }
}
