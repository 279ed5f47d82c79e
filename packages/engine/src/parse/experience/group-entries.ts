import type { EntryLine } from './describe-entry-line';
import { isDatesFirst } from './dates-first';
import { titleBelow } from './title-below';
import { companyAboveGap } from './company-above-gap';
import { headerWeight, titleBelow as titleUnderDates } from './header-room';
import { isEmployerNote } from './employer-note';
import { datedLineLeads } from './dated-line-leads';
import {
  bulletedRoleRuns,
  isBracketDatedListedRole,
  isBulletedHeader,
  isDatesFirstListedRole,
  isWholeListedRole,
} from './listed-roles';
import {
  canJoinHeader,
  isDatedHeader,
  isUndatedHeader,
  namesBoth,
  opensBody,
} from './header-line-kinds';
import { bodySize, smallerAbove } from './header-type';

/** One role as laid out: its header lines (title, company, place, dates) and what follows. */
export interface EntryBlock {
  header: EntryLine[];
  body: EntryLine[];
  /** A title line taken from under a header that named none (see company-blocks.ts). */
  pulledTitle?: EntryLine;
}

/** Most headers take one to three lines: 'Company', 'Title   2019 – Present', 'City, ST'. */
const MAX_HEADER_LINES = 3;
/** With places and websites, which take no room of their own, a header spans at most this. */
const MAX_HEADER_SPAN = 6;

/**
 * Where no line has dates, each run of emphasised header lines heads one role ('Salvation RP' /
 * 'Remote' / 'Volunteer Full-stack Developer', all bold, then the role's text): an employer, its
 * place and the title set alike are one header, not three roles.
 */
function undatedAnchors(lines: EntryLine[]): number[] {
  const anchors: number[] = [];
  lines.forEach((l, i) => {
    if (!isUndatedHeader(l)) return;
    const last = anchors[anchors.length - 1];
    const run =
      last !== undefined &&
      i - last <= MAX_HEADER_LINES &&
      lines.slice(last + 1, i).every((between) => canJoinHeader(between) && !between.line.bullet);
    if (!run) anchors.push(i);
  });
  return anchors;
}

/**
 * Cuts an experience section into roles. Each role has one anchor: a header line with dates
 * (or, in a section without any, an emphasised title line). The header grows from the anchor
 * to the short lines just above and below it; everything up to the next header is the role's
 * body. Lines before the first header belong to no role.
 */
export function groupEntries(lines: EntryLine[]): { blocks: EntryBlock[]; leading: EntryLine[] } {
  let anchors = lines.flatMap((l, i) => (isDatedHeader(l) ? [i] : []));
  // Roles listed as bullets, each with its dates ('• Circle Leader – CAT Reloaded (Jan 2021 –
  // Oct 2021)'), where no other line has dates.
  if (anchors.length === 0)
    anchors = lines.flatMap((l, i) =>
      isBulletedHeader(l) || isDatesFirstListedRole(l) ? [i] : [],
    );
  // Among dated headers too, a list of two or more such items in a row is a list of roles
  // (earlier jobs summed up under 'Other Companies'), not a role's achievements: achievements
  // seldom each carry a range of their own.
  else
    anchors = [
      ...new Set([
        ...anchors,
        ...bulletedRoleRuns(lines),
        ...lines.flatMap((l, i) => (isDatesFirstListedRole(l) ? [i] : [])),
        ...lines.flatMap((l, i) => (isBracketDatedListedRole(l, lines[i + 1]) ? [i] : [])),
      ]),
    ].sort((a, b) => a - b);
  if (anchors.length === 0) anchors = undatedAnchors(lines);
  // No dates and no emphasis (plain text): a short line that opens a run of bullets, or of
  // labelled lines ('Description: …'), heads a role.
  // A lone short word ('Cer', a heading cut off by a text box) heads nothing.
  if (anchors.length === 0)
    anchors = lines.flatMap((l, i) =>
      canJoinHeader(l) &&
      !l.line.bullet &&
      (l.titleLike || /\p{L}{2,}\s+\p{L}{2,}/u.test(l.line.text)) &&
      opensBody(lines[i + 1])
        ? [i]
        : [],
    );
  // Two dated lines in a row are one header ('2019 – 2021' under 'Engineer, 2018'), unless
  // each has a title of its own (promotions listed without achievements).
  // A role without dates among dated ones: a title-like or bold line between two runs of
  // bullets starts its own role instead of joining the achievements above it.
  const undated = lines.flatMap((l, i) =>
    !l.dates &&
    canJoinHeader(l) &&
    (l.titleLike || l.line.emphasis) &&
    opensBody(lines[i - 1]) &&
    opensBody(lines[i + 1])
      ? [i]
      : [],
  );
  anchors = [...new Set([...anchors, ...undated])].sort((a, b) => a - b);
  anchors = anchors.filter((a, k) => {
    const previous = anchors[k - 1];
    return previous !== a - 1 || (lines[a]!.rest !== '' && lines[previous]!.rest !== '');
  });
  // A section whose first line is a role's dates alone, its title under them, opens every role
  // with its dates ('Sept 2018 – Current' / 'Engineer, Acme'): no header reaches above such a
  // line, even where no blank line sets the roles apart.
  // (Or, see dates-first.ts, with a blank line between the dates and the title.)
  const datesFirst =
    (anchors[0] === 0 &&
      lines[0]!.rest === '' &&
      lines[1] !== undefined &&
      lines[1].titleLike &&
      !lines[1].line.spaceBefore &&
      canJoinHeader(lines[1])) ||
    isDatesFirst(lines, anchors, canJoinHeader);
  const blocks: EntryBlock[] = [];
  const body = bodySize(lines);
  let claimed = 0;
  const spans: Array<{ start: number; end: number }> = [];
  const companyAbove = companyAboveGap(lines, anchors, canJoinHeader);
  const datedLineFirst = datedLineLeads(lines, anchors, canJoinHeader);
  anchors.forEach((anchor, k) => {
    let start = anchor;
    const next = anchors[k + 1] ?? lines.length;
    // A title just under a line of dates alone keeps its place in the header, and the dates
    // then head the role: the header does not reach across a blank line above them.
    const below = titleUnderDates(lines, anchor, next, canJoinHeader, datesFirst);
    // With the title below, the employer is on the dated line or the one line above it.
    // A line of dates alone in bold, set as a header's line, takes no field's room: title,
    // employer and place may all stand above it ('Van Driver' / 'Clare Distribution' /
    // 'Dundalk/ Louth' / '10/2022 - Current').
    const datesInBold = lines[anchor]!.rest === '' && lines[anchor]!.line.emphasis && !below;
    const reach = MAX_HEADER_LINES + Number(datesInBold);
    const above = Math.min(
      reach - (below ? 1 : 0),
      titleBelow(lines, anchor, canJoinHeader) ? Number(lines[anchor]!.rest === '') + 1 : reach,
    );
    // A blank line (or a wide gap) bounds a header: it never reaches across one, but for a
    // line of dates alone, which is no role by itself ('### Developer — Acme', blank, '*2018 –
    // Present*' in Markdown), and for a section whose employers head their roles a blank above.
    if (companyAbove.has(anchor) && anchor - 1 >= claimed) start -= 1;
    // An employer's web address or place between its name and the dates takes no room.
    while (
      !companyAbove.has(anchor) &&
      !datedLineFirst &&
      start - 1 >= claimed &&
      !(datesFirst && lines[anchor]!.rest === '') &&
      anchor - start + 1 < MAX_HEADER_SPAN &&
      headerWeight(lines, start - 1, anchor + 1) <= above &&
      !namesBoth(lines[anchor]!) &&
      !isWholeListedRole(lines[anchor]!) &&
      (!lines[start]!.line.spaceBefore ||
        (start === anchor && lines[anchor]!.rest === '' && !below)) &&
      (canJoinHeader(lines[start - 1]!) ||
        isLink(lines[start - 1]!) ||
        isEmployerNote(lines, start - 1)) &&
      !lines[start - 1]!.dates &&
      !smallerAbove(lines[start - 1]!, lines[start]!, body)
    )
      start -= 1;
    // A header never starts with the address alone.
    while (start < anchor && isLink(lines[start]!)) start += 1;
    let end = anchor + 1;
    // Places, websites and durations take no room among the header's lines (see headerWeight).
    const room = () =>
      end - start < MAX_HEADER_SPAN && headerWeight(lines, start, end + 1) <= MAX_HEADER_LINES;
    while (end < next && room() && lines[end]!.duration) end += 1;
    while (
      end < next &&
      room() &&
      (!lines[end]!.line.spaceBefore || datesAloneAbove(lines, start, anchor, end)) &&
      (canJoinHeader(lines[end]!) || lines[end]!.duration) &&
      !(lines[end]!.dates && !lines[end]!.duration && lines[end]!.rest) &&
      !proseUnderFields(lines, start, anchor, end) &&
      // The title kept under dates alone is this role's even when no body follows it.
      (!startsNextHeader(lines, end, next) || (below && end === anchor + 1) || datedLineFirst)
    )
      end += 1;
    spans.push({ start, end });
    claimed = end;
  });
  spans.forEach((span, k) => {
    const bodyEnd = spans[k + 1]?.start ?? lines.length;
    // A sentence about the employer inside the header's stack is no field of it: it is read
    // with the role's text, first.
    const notes = new Set(
      lines.slice(span.start, span.end).filter((_, j) => isEmployerNote(lines, span.start + j)),
    );
    blocks.push({
      header: lines.slice(span.start, span.end).filter((l) => !notes.has(l)),
      body: [...notes, ...lines.slice(span.end, bodyEnd)],
    });
  });
  return { blocks, leading: lines.slice(0, spans[0]?.start ?? lines.length) };
}

/**
 * A long line of running words under the dates ('Mise en place architecture application de
 * gestion des piges au sein du Figaro'), when the lines above them already name the title and
 * the employer (one line, 'Architecte applicatif, Le Figaro', or two, 'Software Engineer' over
 * 'ConfigureID'): the role's text, not a third field.
 */
function proseUnderFields(lines: EntryLine[], start: number, anchor: number, i: number): boolean {
  const text = lines[i]!.rest;
  const above = lines.slice(start, anchor + 1).filter((l) => l.rest && !l.duration);
  return (
    i > anchor &&
    text.split(/\s+/).length >= 8 &&
    /(?<!\p{L})\p{Ll}+\s+\p{Ll}+\s+\p{Ll}+(?!\p{L})/u.test(text) &&
    (above.length >= 2 || above.some((l) => l.titleLike && /\S,\s+\p{Lu}/u.test(l.rest)))
  );
}

/** A web address alone on its line (see describe-entry-line.ts's durations). */
const isLink = (l: EntryLine) => l.duration && /^(?:https?:\/\/|www\.)/i.test(l.line.text.trim());

/**
 * A line of dates alone heads nothing by itself: the title set after a blank below it ('2019 –
 * 2021', blank, 'Engineer at Acme', as dates-first templates copy out) is still its header.
 */
function datesAloneAbove(lines: EntryLine[], start: number, anchor: number, i: number): boolean {
  return start === anchor && i === anchor + 1 && lines[anchor]!.rest === '';
}

/** Whether line `i` is rather the top of the next role's header (it leads into the anchor). */
function startsNextHeader(lines: EntryLine[], i: number, nextAnchor: number): boolean {
  const leads =
    nextAnchor - i < MAX_HEADER_LINES && lines.slice(i, nextAnchor).every(canJoinHeader);
  // After the last role there is no next header to lead into: a line that reads as a header's
  // field ('Ikiam University, Tena, Ecuador') is the last role's, but a phrase in lowercase words
  // ('Community music festival organizer for kids') stays its text.
  if (nextAnchor >= lines.length)
    return leads && /(?<!\p{L})\p{Ll}+\s+\p{Ll}+\s+\p{Ll}+(?!\p{L})/u.test(lines[i]!.rest);
  // A header never reaches up across a blank line: a line above one that opens the next header
  // is still this role's ('Fundación Edificar, Quito' under 'Teacher | 10.2016 - 07.2017').
  if (lines.slice(i + 1, nextAnchor + 1).some((l) => l.line.spaceBefore)) return false;
  return leads;
}
