import type { ExperienceEntry, ExperienceKind, TextLine } from '../types';
import { findDateRange } from './find-dates';
import { describeEntryLine, type EntryLine } from './experience/describe-entry-line';
import { groupEntries, type EntryBlock } from './experience/group-entries';
import { unbulletRoleTitles } from './experience/bulleted-titles';
import { employerLine, fieldsByLabel, headerFields } from './experience/header-fields';
import { headIsTitle, namesEmployer } from './experience/piece-scores';
import { achievementsFromBody } from './experience/achievements-from-body';
import { splitInlineDescription } from './experience/split-inline-description';
import { datesFirstSentences } from './experience/dates-first-sentences';
import { companyOfGroup, pullTitlesIntoHeaders, takeGroupLead } from './experience/company-blocks';
import { underCompanyLine } from './experience/under-company-line';
import { joinedLine, sourceRefs } from './source-refs';
import {
  isLightHeaderLine,
  isPlaceLine,
  isStreetAddress,
  isWebAddress,
} from './experience/is-light-header-line';
import { hasTitleWord } from './experience/has-title-word';
import { labelledFields } from './experience/labelled-fields';
import { dashedTitleOverEmployer } from './experience/dashed-title';
import { agreeWithLayout, type ReadRole } from './experience/layout-agreement';

/**
 * A range broken over two lines ('Apr 2023 to' above 'Present', 'August' above '2019 – Jan
 * 2022', a narrow date column) is put back on the first line; whatever else the second line
 * held stays where it was.
 */
export function joinWrappedRanges(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const split = next && !next.bullet ? rangeAcross(line.text, next.text) : null;
    if (!split) {
      out.push(line);
      continue;
    }
    out.push(joinedLine(line, next!, split[0]));
    if (split[1]) out.push({ ...next!, text: split[1] });
    i += 1;
  }
  return out;
}

/** Where a date range runs from the end of one line into the next: the two lines re-cut. */
function rangeAcross(first: string, second: string): [string, string] | null {
  const joined = `${first.trimEnd()} ${second.trimStart()}`;
  const boundary = first.trimEnd().length;
  const range = findDateRange(joined);
  if (!range || range.start === range.end) return null;
  const at = joined.indexOf(range.text);
  const end = at + range.text.length;
  if (at >= boundary || end <= boundary + 1) return null;
  if (findDateRange(first)?.text === range.text) return null;
  return [
    joined.slice(0, end).trim(),
    joined
      .slice(end)
      .replace(/^\s*[,|]\s*/, '')
      .trim(),
  ];
}

/** A header whose first line is only a company, with the title below: 'Google' / 'Engineer'. */
function companyLine(block: EntryBlock): string | null {
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
  const other = texts.find((t) => t !== titled[0]!.rest)!;
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
 * Title, company and place of a block's header. Under its company's own line, a title-only
 * header's dated line is all title ('Engineer, Platform Team (2013-2016)'); a title pulled from
 * under a company's line is all title, and the header names the company.
 */
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

function blockFields(
  block: EntryBlock,
  texts: string[],
  anchor: EntryLine | null,
  underCompany: boolean,
): { title: string; company: string; location: string } {
  if (underCompany) return { title: anchor?.rest || texts[0]!, company: '', location: '' };
  // Fields named by labels ('Title: Analyst') are read as the labels say.
  const byLabel = fieldsByLabel(labelledFields(texts), anchor?.rest);
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

function entryFrom(
  block: EntryBlock,
  kind: ExperienceKind,
  inherited: string,
  underCompany = false,
  own: string | null = null,
  inheritedFrom: readonly EntryLine[] = [],
): ExperienceEntry {
  const anchor = block.header.find((l) => l.dates && !l.duration) ?? null;
  const dates = anchor?.dates ?? null;
  // A role's website is neither its title nor its employer. In a header that gives title and
  // employer lines of their own, a line that is only a place is the role's location, not a town
  // before the employer's name on the line above ('Tech In France' / 'France').
  const all = block.header.map((l) => l.rest).filter((t) => t && !isWebAddress(t));
  const placeLines = all.filter((t) => isPlaceLine(t) || isStreetAddress(t));
  // A street address is never a title or an employer, however few lines are left beside it;
  // nor is a place named whole under a title line, its employer named above the roles
  // ('Remote', 'Paris'; not 'Cray, Pleasanton, CA', an employer before its place).
  const unplaced = all.filter((t) => !placeLines.includes(t));
  const titleOnly =
    unplaced.length === 1 &&
    hasTitleWord(unplaced[0]!) &&
    placeLines.every((t) => isPlaceLine(t.split(',')[0]!));
  const places =
    all.length - placeLines.length >= 2 || titleOnly
      ? placeLines
      : placeLines.filter(isStreetAddress);
  const texts = all.filter((t) => !places.includes(t));
  // Under its employer's line, a title's line alone is the title whole ('Engineering Manager,
  // Tech Lead').
  const named =
    own !== null && block.header.length === 2 && !block.pulledTitle
      ? underCompanyLine(block.header[0]!.rest, block.header[1]!.rest)
      : inherited && texts.length === 1 && !anchor?.rest && !block.pulledTitle
        ? { title: texts[0]!, company: '', location: '' }
        : blockFields(block, texts, anchor, underCompany && inherited !== '');
  const fields = { ...named, location: [...places, named.location].filter(Boolean).join(', ') };
  // Lines of a header read as all title are the role's text, not lost.
  const extra = underCompany && inherited ? block.header.filter((l) => l !== anchor && l.rest) : [];
  const { achievements, paragraphs, origins } = achievementsFromBody(
    anchor && extra.length ? [...extra, ...block.body] : block.body,
  );
  const first = block.header[0]!.line;
  return {
    kind,
    title: fields.title,
    company: fields.company || inherited,
    location: fields.location,
    startDate: dates?.start ?? '',
    endDate: dates?.end ?? '',
    duration: dates ? `${dates.start} – ${dates.end}` : '',
    current: dates?.current ?? false,
    bullets: achievements,
    lines: paragraphs,
    source: first.line ? { page: first.page, line: first.line } : null,
    // The header's lines, a title taken from under it, and the line an inherited company is on.
    origin: {
      header: [
        ...block.header,
        ...(block.pulledTitle ? [block.pulledTitle] : []),
        ...(inherited ? inheritedFrom : []),
      ].flatMap((l) => sourceRefs(l.line)),
      bullets: origins,
    },
  };
}

/**
 * The roles of one experience-like section, read with an entry grammar: a header of one to
 * three lines (title, company, place and dates in any order and with any separator) and the
 * achievements under it. Several roles under one company keep that company. `leading` is the
 * text before the first role, which belongs to none.
 */
export function extractExperience(
  lines: TextLine[],
  kind: ExperienceKind = 'work',
): { entries: ExperienceEntry[]; leading: EntryLine[]; unanchored: string[] } {
  const described = joinWrappedRanges(
    splitInlineDescription(datesFirstSentences(unbulletRoleTitles(lines))),
  ).map(describeEntryLine);
  const { blocks, leading } = groupEntries(described);
  pullTitlesIntoHeaders(blocks);
  const read: ReadRole[] = [];
  // The company a run of promotions shares: set by a header that opens with a company line, or
  // by a company's own dated line over the roles held there.
  let group = '';
  let underCompany = false;
  // The lines the shared company was read from, for the roles' provenance.
  let groupLines: EntryLine[] = [];
  blocks.forEach((block, k) => {
    const company = companyOfGroup(block, blocks[k + 1]);
    if (company !== null) {
      [group, underCompany, groupLines] = [company, true, block.header];
      return;
    }
    // An employer's name set above the roles held there, at the end of the text before.
    const lead = takeGroupLead(blocks[k - 1], block);
    if (lead) [group, underCompany, groupLines] = [lead.rest, false, [lead]];
    const own = companyLine(block);
    if (own !== null) [group, underCompany, groupLines] = [own, false, [block.header[0]!]];
    // A place beside the title ('Amsterdam, Netherlands') names no other employer.
    const onlyTitle = block.header.every(
      (l) => !l.rest || l.titleLike || isLightHeaderLine(l.rest),
    );
    const inherited = own === null && onlyTitle ? group : '';
    const entry = entryFrom(block, kind, inherited, underCompany, own, groupLines);
    if (own === null && !onlyTitle) [group, underCompany, groupLines] = ['', false, []];
    if (entry.title || entry.company || entry.bullets.length) read.push({ block, entry });
  });
  agreeWithLayout(read);
  const entries = read.map((r) => r.entry);
  return { entries, leading, unanchored: unanchoredRanges(blocks, leading) };
}

/**
 * Date ranges on short header-like lines that no role took as its dates (they fell into the
 * text before the first role, into a role's achievements, or into a header beside the range
 * that role took): each may be a role the grammar missed, so the reader says so rather than
 * pass over it. An achievement that opens with a verb may name years ('Led the 2019 – 2020
 * migration') without being a role.
 */
function unanchoredRanges(blocks: EntryBlock[], leading: EntryLine[]): string[] {
  const anchors = new Set(blocks.map((b) => b.header.find((l) => l.dates && !l.duration)));
  const loose = [...leading, ...blocks.flatMap((b) => [...b.header, ...b.body])];
  return loose
    .filter(
      (l) =>
        !anchors.has(l) &&
        l.dates &&
        l.dates.start !== l.dates.end &&
        l.headerish &&
        !l.duration &&
        !l.verbLed,
    )
    .map((l) => l.dates!.text);
}
