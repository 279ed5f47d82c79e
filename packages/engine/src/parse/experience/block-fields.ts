// The title, employer and place of one role's header lines, by the shapes headers take: an
// employer's own line over the title, a title line over an employer's line, fields in slots,
// labelled fields, and failing those the pieces of the lines scored (header-fields.ts).
import type { EntryLine } from './describe-entry-line';
import type { EntryBlock } from './group-entries';
import { employerLine, fieldsByLabel, headerFields } from './header-fields';
import { headIsTitle, namesEmployer, withoutEmploymentType } from './piece-scores';
import { hasTitleWord } from './has-title-word';
import { labelledFields } from './labelled-fields';
import { dashedTitleOverEmployer } from './dashed-title';
import { isPlaceLine } from './is-light-header-line';

/** A header whose first line is only a company, with the title below: 'Google' / 'Engineer'. */
export function companyLine(block: EntryBlock): string | null {
  const [first, second] = block.header;
  if (!first || !second || first.dates || first.titleLike) return null;
  // The title under the employer names a job ('Engineer'), or the employer's name says what it
  // is ('Amnpardaz Co.' over 'Incident Response Team  2011 – 2013').
  if (!second.titleLike && !(second.dates && second.rest && namesEmployer(first.rest))) return null;
  // 'Bluestem Health | Austin, TX', 'Bluestem Health (Austin, TX)': the company without its
  // place. The line names no title, so where it is cut in two all of it but the place is the
  // employer ('Postmedia Innovation Outpost, Kitchener ON').
  const fields = headerFields([first.rest]);
  if (fields.title && fields.company) return employerLine(first.rest).company || null;
  return fields.company || fields.title || null;
}

/**
 * A header of two lines, one a title and the other not ('Stripe' over 'Senior Software Engineer,
 * Sandboxes'): each line is a field of its own, so a comma inside the title line is the title's.
 * Null for any other header.
 */
function titleLineAndEmployerLine(
  block: EntryBlock,
  texts: string[],
): { title: string; company: string; location: string } | null {
  if (texts.length !== 2 || block.pulledTitle) return null;
  const lines = texts.map((t) => block.header.find((l) => l.rest === t));
  const titled = lines.filter((l) => l?.titleLike && !l.dates);
  if (titled.length !== 1) return null;
  // How the job was held, set beside the employer ('Part-time employment | …'), is no field.
  const other = withoutEmploymentType(texts.find((t) => t !== titled[0]!.rest)!);
  const employer = headerFields([other]);
  // The other line is one field whole (a name read as the title or as the employer alone), or
  // the employer and a note on it.
  const whole = (employer.title || employer.company) === other;
  const noted = whole ? null : employerAndNote(other);
  if (/\||•|·|\s[–—-]\s/.test(titled[0]!.rest) || (!whole && !noted)) return null;
  return {
    title: titled[0]!.rest,
    ...(noted ?? { company: employer.company || employer.title, location: employer.location }),
  };
}

/**
 * An employer's line of names set apart by dots or bars, none a job's ('Nubank · Brazilian
 * Global Fintech Bank', 'Acme | Series B startup | Berlin'): the employer is named first, and
 * what follows says what it is, or where; null for any other line.
 */
function employerAndNote(text: string): { company: string; location: string } | null {
  const pieces = text.split(/\s+[·•|]\s+/).map((p) => p.trim());
  if (pieces.length < 2 || pieces.some((p) => !p || hasTitleWord(p))) return null;
  const names = pieces.filter((p) => !isPlaceLine(p));
  if (!names.length) return null;
  return { company: names[0]!, location: pieces.filter((p) => isPlaceLine(p)).join(', ') };
}

/**
 * A two-line header set in two columns, the dates at the right of one line ('Lead  |  PUCIT' over
 * 'Cyber@PU Community  |  2023 – Present', as LaTeX templates set 'Title | Place' over
 * 'Employer | Dates'): the other line's right-hand slot is the place's, whatever is written
 * there, and the employer is the dated line's text when that names no job and no place. Null for
 * any other header.
 */
function placeSlot(
  texts: string[],
  anchor: EntryLine | null,
): { title: string; company: string; location: string } | null {
  if (texts.length !== 2 || !anchor?.rest || /\s\|\s/.test(anchor.rest)) return null;
  if (!/\s\|\s/.test(anchor.line.text)) return null;
  const other = texts.find((t) => t !== anchor.rest);
  const slots = other?.split(/\s+\|\s+/) ?? [];
  if (slots.length !== 2) return null;
  const [title, place] = slots as [string, string];
  // 'Google Developer Student Clubs' names a word of a job but ends in none: an employer.
  if (!hasTitleWord(title) || headIsTitle(anchor.rest) || isPlaceLine(anchor.rest)) return null;
  return { title, company: anchor.rest, location: place };
}

/**
 * A header of a title with its dates over a line naming no job ('Research Assistant  March 2023
 * – May 2023' / 'University of St. Gallen – Chair of Comparative Politics, CH'): that line is
 * the employer whole, its units set apart by dashes included, and its place. Null for any other
 * header.
 */
function datedTitleOverEmployer(
  block: EntryBlock,
  texts: string[],
  anchor: EntryLine | null,
): { title: string; company: string; location: string } | null {
  if (texts.length !== 2 || block.pulledTitle || !anchor?.rest || !headIsTitle(anchor.rest))
    return null;
  // The dated line is the title alone: no separator that would set an employer beside it.
  if (/[|•·,@]|\s[–—-]\s|\s+at\s+/.test(anchor.rest)) return null;
  const other = texts.find((t) => t !== anchor.rest);
  if (!other || hasTitleWord(other) || !/\s[–—]\s|\s-\s/.test(other)) return null;
  return { title: anchor.rest, ...employerLine(other) };
}

/**
 * Title, company and place of a block's header. Under its company's own line, a title-only
 * header's dated line is all title ('Engineer, Platform Team (2013-2016)'); a title pulled from
 * under a company's line is all title, and the header names the company.
 */
export function blockFields(
  block: EntryBlock,
  texts: string[],
  anchor: EntryLine | null,
  underCompany: boolean,
): { title: string; company: string; location: string } {
  if (underCompany) return { title: anchor?.rest || texts[0]!, company: '', location: '' };
  // Fields named by labels ('Title: Analyst') are read as the labels say, a title's labelled
  // line taken from under the dates ('Position: Analyst') among them.
  const pulled = block.pulledTitle?.rest;
  const labelledPull = pulled !== undefined && labelledFields([pulled]).title !== undefined;
  const byLabel = fieldsByLabel(
    labelledFields(labelledPull ? [pulled, ...texts] : texts),
    anchor?.rest,
  );
  if (byLabel) return byLabel;
  const bySlot =
    placeSlot(texts, anchor) ??
    datedTitleOverEmployer(block, texts, anchor) ??
    (block.pulledTitle ? null : dashedTitleOverEmployer(texts));
  if (bySlot) return bySlot;
  const byLine = titleLineAndEmployerLine(block, texts);
  if (byLine) return byLine;
  const fields = headerFields(texts, anchor?.rest);
  if (!block.pulledTitle) return fields;
  return {
    title: block.pulledTitle.rest,
    company: fields.company || fields.title,
    location: fields.location,
  };
}
