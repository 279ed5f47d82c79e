import type { ExperienceEntry, ExperienceKind, TextLine } from '../types';
import { describeEntryLine, type EntryLine } from './experience/describe-entry-line';
import { groupEntries, type EntryBlock } from './experience/group-entries';
import { unbulletRoleTitles } from './experience/bulleted-titles';
import { achievementsFromBody } from './experience/achievements-from-body';
import { splitInlineDescription } from './experience/split-inline-description';
import { datesFirstSentences } from './experience/dates-first-sentences';
import { companyOfGroup, pullTitlesIntoHeaders, takeGroupLead } from './experience/company-blocks';
import { underCompanyLine } from './experience/under-company-line';
import { sourceRefs } from './source-refs';
import {
  isLightHeaderLine,
  isPlaceLine,
  isStreetAddress,
  isWebAddress,
} from './experience/is-light-header-line';
import { hasTitleWord } from './experience/has-title-word';
import { agreeWithLayout, type ReadRole } from './experience/layout-agreement';
import { blockFields, companyLine } from './experience/block-fields';
import { joinWrappedRanges } from './experience/join-wrapped-ranges';
import { proseFields, withToldFields } from './experience/prose-fields';
import { datesAtFoot } from './experience/dates-at-foot';
import { plausibleTitle } from './experience/plausible-title';
import { bodyTypeAfterDates } from './experience/body-type-after-dates';
import { employerNoteLines } from './experience/employer-note-lines';
import { strayLineAbove } from './experience/stray-line-above';
import { fillFromLayout } from './experience/fill-from-layout';
import { employerUnderTitle } from './experience/employer-under-title';
import { splitRoleList } from './experience/split-role-list';
import { repeatedStints } from './experience/repeated-stints';
import { datesThenProse } from './experience/dates-then-prose';
import { termItems } from './experience/term-items';
import { employerWithoutAddress } from './experience/employer-without-address';

// A bracket saying only how a job was held: '(contract)', '(limited term contract)', '(part-time)'.
const HOW_HELD =
  /^\((?:[\w-]+\s+){0,3}(?:contract|part[- ]time|full[- ]time|temporary|seasonal|casual|fixed[- ]term|secondment)\)$/i;

/** A field without the quotes it was typed in ('“Technostrom Consulting”'). */
const unquoted = (text: string) => text.replace(/^\s*[“"](.+)[”"]\s*$/, '$1');

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
  // Nor is a note in brackets on how the job was held ('April 2021 - ongoing (contract)').
  const all = block.header
    .map((l) => l.rest)
    .filter((t) => t && !isWebAddress(t) && !HOW_HELD.test(t));
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
  // A header that leaves a field empty over sentences that tell the role: what they tell.
  const told =
    dates && !inherited && !(fields.title && fields.company)
      ? withToldFields(fields, proseFields(achievements))
      : fields;
  const first = block.header[0]!.line;
  return {
    kind,
    title: plausibleTitle(unquoted(told.title)),
    company: employerWithoutAddress(unquoted(told.company || inherited)),
    location: fields.location,
    startDate: dates?.start ?? '',
    endDate: dates?.end ?? '',
    // A range whose start was left blank is written as its end alone ('– Present').
    duration: !dates
      ? ''
      : dates.start
        ? `${dates.start} – ${dates.end}`
        : dates.end && `– ${dates.end}`,
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
    splitInlineDescription(
      datesFirstSentences(
        unbulletRoleTitles(
          datesAtFoot(employerNoteLines(splitRoleList(datesThenProse(termItems(lines))))),
        ),
      ),
    ),
  ).map(describeEntryLine);
  const grouped = groupEntries(described);
  const leading = grouped.leading;
  strayLineAbove(grouped.blocks);
  pullTitlesIntoHeaders(grouped.blocks);
  bodyTypeAfterDates(grouped.blocks);
  const blocks = repeatedStints(grouped.blocks);
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
    const lead = takeGroupLead(k === 0 ? { header: [], body: leading } : blocks[k - 1], block);
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
  fillFromLayout(read, described);
  employerUnderTitle(read, described);
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
