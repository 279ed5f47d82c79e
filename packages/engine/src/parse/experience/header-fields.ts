import { isTitleWord } from './has-title-word';
import { isPlaceName } from './is-place-name';
import { parenPlaces } from './paren-places';
import { labelledFields, type LabelledFields } from './labelled-fields';
import { trailingCity } from './trailing-city';
import { cityNames } from '../../data/city-names';
import { endsWithAbbreviation } from '../ends-with-abbreviation';
import { isLightHeaderLine } from './is-light-header-line';

/** What a role's header says besides its dates. */
export interface HeaderFields {
  title: string;
  company: string;
  location: string;
}

// Separators people put between title, company and place: bars, bullets, dashes with spaces,
// commas, 'at' and '@', and the wide gaps of tab stops.
const SEPARATORS = /\s*(?:\||•|·|—|\s–\s|\s-\s|,|\s{2,}|\t)\s*|\s+(?:at|@)\s+/;

// The separators that leave no doubt: with one of them in a header, a comma belongs to the
// text it stands in ('Director of Sales, Marketing and Partnerships | Acme'), except between a
// town and its state ('San Francisco, CA').
const STRONG = /\s*(?:\||•|·|—|\s–\s|\s-\s|\s{2,}|\t)\s*/;
const HAS_STRONG = /\||•|·|—|\s–\s|\s-\s|\S\s{2,}\S|\t/;

// A company's legal suffix is part of its name ('Tidewater Logistics, Inc.').
const LEGAL_SUFFIX = /^(?:inc|llc|llp|ltd|plc|corp|co|gmbh|ag|s\.?a|pty ltd)\.?$/i;
// 'CO' is Colorado and 'Co.' a company: two capitals are a state.
const isLegalSuffix = (piece: string) =>
  LEGAL_SUFFIX.test(piece.trim()) && !/^[A-Z]{2}$/.test(piece.trim());

/**
 * A piece's place split off its end: 'Stonebridge Packaging, Denver, CO' gives the company,
 * 'Denver' and 'CO'; a comma before anything but a place stays in the text.
 */
function peelPlace(piece: string): string[] {
  const parts = piece.replace(/[\s,;:–—-]+$/, '').split(/\s*,\s*/);
  let cut = parts.length;
  while (cut > 1 && isPlaceName(parts[cut - 1]!) && !isLegalSuffix(parts[cut - 1]!)) cut -= 1;
  if (cut === parts.length) return [piece];
  // 'Levl San Francisco' before 'CA': the employer, then the city on our list it runs into.
  const joined = cut > 0 ? trailingCity(parts[cut - 1]!) : null;
  if (joined && cut === 1) return [joined[0], joined[1], ...parts.slice(cut)];
  // The town before its state or country ('Denver' before 'CO'), never an employer's name
  // ('University of Sydney, Australia').
  if (
    cut > 1 &&
    !COMPANY_WORDS.test(parts[cut - 1]!) &&
    /^\p{Lu}[\p{L}.' -]{1,40}$/u.test(parts[cut - 1]!) &&
    parts[cut - 1]!.split(/\s+/).length <= 3
  )
    cut -= 1;
  return [parts.slice(0, cut).join(', '), ...parts.slice(cut)];
}

// Separators inside brackets are the bracket's ('Backend Developer (Go, Kafka)'): each bracket
// stands in as a numbered mark while the header is cut, and is put back after.
const MARK = /\uE000(\d+)\uE001/g;
function hideBrackets(text: string): { text: string; groups: string[] } {
  const groups: string[] = [];
  const hidden = text.replace(/\([^()]{0,80}\)/g, (group) => {
    groups.push(group);
    return `\uE000${groups.length - 1}\uE001`;
  });
  return { text: hidden, groups };
}

/** A header line cut into pieces at its separators. */
function piecesOf(text: string): string[] {
  const { text: hidden, groups } = hideBrackets(text);
  const cut = (
    HAS_STRONG.test(hidden)
      ? // '@' leaves no doubt either: 'iOS Engineer @ Canvas — San Francisco, CA'.
        hidden
          .split(STRONG)
          .flatMap(peelPlace)
          .flatMap((p) => p.split(/\s+@\s+/))
      : hidden.split(SEPARATORS)
  ).map((piece) => piece.replace(MARK, (_, n: string) => groups[Number(n)]!));
  const out: string[] = [];
  for (const piece of cut) {
    if (isLegalSuffix(piece) && out.length) out[out.length - 1] += `, ${piece.trim()}`;
    else if (/^\s*(?:and|or|&)\s+\S/i.test(piece) && out.length) {
      // 'Activist, Researcher, and Fundraiser': a list that ends with 'and' is one piece, its
      // short items before it with it, when one of them names a job.
      let from = out.length;
      while (
        from > 0 &&
        out[from - 1]!.trim().split(/\s+/).length <= 3 &&
        !isPlaceName(out[from - 1]!)
      )
        from -= 1;
      const items = [...out.slice(from), piece];
      if (from < out.length && items.some(headIsTitle))
        out.splice(from, out.length - from, items.map((p) => p.trim()).join(', '));
      else out.push(piece);
    } else out.push(piece);
  }
  return out;
}

const COMPANY_WORDS =
  /(?<![\p{L}])(?:inc|llc|llp|ltd|corp|corporation|company|co|group|university|college|school|academy|institute|bank|hospital|clinic|lab|labs|technologies|technology|systems|solutions|partners|associates|agency|foundation|organization|organisation|department|center|centre|club|church|council|services|research|ai|gmbh|plc|ag|studio|studios|media|consulting|capital|ventures|holdings|industries|international|global|health|healthcare|financial|management|law|firm|store|restaurant|grill|bar|cafe|hotel|network|networks|software|enterprises|universidad|universidade|università|universität|universitat|université|hochschule|instituto|institut|escuela|école|ecole|polytechnique|politecnico|fundación|fundação|fondation|stiftung|ministerio|ministère)(?![\p{L}])\.?/iu;

// How the job was held, not where: never the employer.
const EMPLOYMENT_TYPE =
  /^(?:full[- ]?time|part[- ]?time|contract(?:or)?|freelance|temporary|permanent|seasonal|self[- ]employed|internship|volunteer(?:ing)?)$/i;

const SELF_EMPLOYED = /^(?:freelance(?:r)?|self[- ]employed)$/i;

const REMOTE = /^(?:remote|hybrid|on-?site|worldwide|anywhere)$/i;

/** The words of a piece, in their own case. */
function words(text: string): string[] {
  return text.split(/[^\p{L}-]+/u).filter(Boolean);
}

/** Whether the piece ends in a title word, before any level ('Engineer III', 'Analyst 2'). */
export function headIsTitle(piece: string): boolean {
  // 'Software Engineer II, Platform Reliability': the title's team follows a comma.
  return piece.split(',', 2).some((part) => {
    const ws = words(part.replace(/\s+(?:[IVX]{1,4}|\d|Sr\.?|Jr\.?)\s*$/, ''));
    return ws.length > 0 && isTitleWord(ws[ws.length - 1]!);
  });
}

/** How much a piece reads as a job title: title words, most of all as its last word. */
function titleScore(piece: string): number {
  const hits = words(piece).filter(isTitleWord).length;
  return hits + (headIsTitle(piece) ? 2 : 0);
}

/** Whether a line reads as an employer's name ('Amnpardaz Co.', 'Globex Systems'), not a title. */
export function namesEmployer(text: string): boolean {
  return companyScore(text) > 0 && titleScore(text) === 0;
}

/** How much a piece reads as an employer; 'Software Engineer' ends in a title, so it is not one. */
function companyScore(piece: string): number {
  return COMPANY_WORDS.test(piece) && !headIsTitle(piece) ? 2 : 0;
}

const escaped = (text: string) => text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the header writes two pieces one after the other with a comma between. */
function commaBetween(texts: readonly string[], first: string, second: string): boolean {
  const pair = new RegExp(`${escaped(first)}\\s*,\\s*${escaped(second)}`);
  return texts.some((t) => pair.test(t));
}

/** Splits the place off the end (or start) of the pieces: 'Mountain View', 'CA', 'USA'. */
function takeLocation(
  all: string[],
  texts: readonly string[],
): { rest: string[]; location: string } {
  // 'Levl San Francisco' before 'CA': the employer and the city on our list it runs into.
  const pieces = all.flatMap((p, i) => {
    const joined = i + 1 < all.length && isPlaceName(all[i + 1]!) ? trailingCity(p) : null;
    return joined ?? [p];
  });
  // Two capitals that open the header are the employer's initials ('EY'), not a state.
  const place = pieces.map((p, i) => isPlaceName(p) && !(i === 0 && /^[A-Z]{2}$/.test(p.trim())));
  // A city is the capitalised piece just before a state or country ('Remote' takes none),
  // written before it with a comma as towns are ('Denver, CO'; 'Webhelp Nordic | Turkey' names
  // an employer), and not before a town that has its own state ('Gilt' before 'New York, NY').
  // Only a place named as such stands after a town: a town taken here never makes another
  // ('Café Sol, Oslo, Norway' keeps its employer).
  const named = [...place];
  for (let i = 0; i < pieces.length - 1; i += 1) {
    const townWithState =
      named[i + 2] &&
      /^[A-Z]{2}$/.test(pieces[i + 2]!.trim()) &&
      !/^[A-Z]{2}$/.test(pieces[i + 1]!);
    const region = named[i + 1] && !REMOTE.test(pieces[i + 1]!) && !townWithState;
    if (!place[i] && region && /^\p{Lu}[\p{L}.' -]{1,40}$/u.test(pieces[i]!)) {
      const ws = pieces[i]!.split(/\s+/);
      if (
        ws.length <= 3 &&
        titleScore(pieces[i]!) === 0 &&
        companyScore(pieces[i]!) === 0 &&
        commaBetween(texts, pieces[i]!, pieces[i + 1]!)
      )
        place[i] = true;
    }
  }
  // A known city after the first piece is a place too ('Sopra Steria, London'), though no town
  // before it is taken for one.
  pieces.forEach((p, i) => {
    if (i > 0 && cityNames.has(p.trim().toLowerCase())) place[i] = true;
  });
  const location = pieces.filter((_, i) => place[i]).join(', ');
  return { rest: pieces.filter((_, i) => !place[i]), location };
}

/**
 * One piece that runs a title into its employer without a separator, as some themes print them
 * ('Cloud Solutions Engineer F5 Inc.'): cut after the last title word when what follows reads
 * as an employer (a legal suffix or a company word, at most five words).
 */
function titleThenEmployer(piece: string): { title: string; company: string } {
  const ws = piece.split(/\s+/);
  for (let i = ws.length - 2; i >= 1; i -= 1) {
    // Only where nothing but a space stands between ('Intern, Harbor Lab' keeps its comma's
    // reading: one title, as a header with bars or wide gaps sets it).
    if (!/^[A-Za-z-]+$/.test(ws[i]!) || !isTitleWord(ws[i]!)) continue;
    const company = ws.slice(i + 1).join(' ');
    if (ws.length - i - 1 <= 5 && /^[\p{Lu}\d]/u.test(company) && companyScore(company) > 0)
      return { title: ws.slice(0, i + 1).join(' '), company };
    break;
  }
  return { title: piece, company: '' };
}

/**
 * Reads title, company and location from a role's header pieces, in any order: title-first
 * ('Engineer, Google'), company-first ('Google | Engineer'), with or without a place. `dated`
 * is the text of the header's line with the dates, where the employer more often is.
 */
export function headerFields(texts: string[], dated?: string): HeaderFields {
  const labelled = labelledFields(texts);
  return fieldsByLabel(labelled, dated) ?? unlabelledFields(labelled.texts, dated);
}

/**
 * A header's fields as its labels name them ('Title: Analyst'), what else it holds giving the
 * field no label names; null when no label names the title or the employer.
 */
export function fieldsByLabel(labelled: LabelledFields, dated?: string): HeaderFields | null {
  if (labelled.title === undefined && labelled.company === undefined) return null;
  const other = labelled.texts.length
    ? unlabelledFields(labelled.texts, dated)
    : { title: '', company: '', location: '' };
  return {
    title: labelled.title ?? (other.title || other.company),
    company: labelled.company ?? (other.company || other.title),
    location: other.location,
  };
}

/**
 * A title's line with a dash in it over a line that is a name alone, the dates on a line of their
 * own ('Software Engineer - Internal Tools' / 'Salesforce' / 'May 2014 – May 2016' / 'Palo Alto,
 * CA'): each line is one field. The words after the dash are the title's (its team, or the client
 * served: 'Priceline - Escalations team'), not the employer, which has a line of its own.
 */
function titleLineOverName(texts: string[], dated?: string): HeaderFields | null {
  const named = texts.filter((t) => !isLightHeaderLine(t));
  if (named.length !== 2) return null;
  // The title's line is the one with the dash, over the employer ('Priceline - Escalations team'
  // / 'IGT solutions') or under it ('IGT solutions' / dates / 'Priceline - Escalations team').
  const title = named.find((t) => HAS_STRONG.test(t));
  const name = named.find((t) => t !== title);
  if (!title || !name) return null;
  const pieces = piecesOf(title).filter((p) => /\p{L}/u.test(p));
  if (
    pieces.length < 2 ||
    pieces.some((p) => isPlaceName(p) || EMPLOYMENT_TYPE.test(p.trim())) ||
    (!headIsTitle(pieces[0]!) &&
      pieces.slice(1).every((p) => titleScore(p) === 0) &&
      companyScore(pieces[0]!) > 0)
  )
    return null;
  // An employer on the line of the dates is found by the pieces' scores (see below).
  if (name === dated || HAS_STRONG.test(name) || name.includes(',')) return null;
  if (titleScore(name) > 0 || name.split(/\s+/).length > 6) return null;
  const places = texts.filter((t) => !named.includes(t));
  return {
    title: title.trim(),
    company: name.trim(),
    location: places.length ? unlabelledFields(places).location : '',
  };
}

/** Title, company and location of a header whose pieces name no field by a label. */
function unlabelledFields(texts: string[], dated?: string): HeaderFields {
  const byLine = titleLineOverName(texts, dated);
  if (byLine) return byLine;
  const bracketed = texts.map(parenPlaces);
  const pieces = bracketed
    .map((b) => b.text)
    .flatMap(piecesOf)
    .map((p) => p.trim().replace(/^[-–—:]\s*|\s*[-–—:]$/g, ''))
    // The full stop that ends a header line is no part of its last field ('Rightify Ghana.').
    .map((p) => (/[^.\s]{2}\.$/.test(p) && !endsWithAbbreviation(p) ? p.slice(0, -1) : p))
    .filter((p) => p && /[\p{L}\p{N}]/u.test(p));
  const taken = takeLocation(pieces, texts);
  const rest = taken.rest;
  const location = [...bracketed.flatMap((b) => b.places), taken.location]
    .filter(Boolean)
    .join(', ');
  if (rest.length === 0) return { title: '', company: '', location };
  // A name alone with its dates ('Starpoint Resort Group Inc | 2015 – 2016') is the employer's.
  if (rest.length === 1 && namesEmployer(rest[0]!))
    return { title: '', company: rest[0]!, location };
  if (rest.length === 1) return { ...titleThenEmployer(rest[0]!), location };
  let titleIndex = 0;
  let best = -Infinity;
  // A piece with no title word is no title where another has one ('Switchboard Operator &
  // Service Center, EY': the service center weighs as an employer, but the operator is the job).
  const anyTitle = rest.some((p) => titleScore(p) > 0);
  rest.forEach((piece, i) => {
    const score =
      anyTitle && titleScore(piece) === 0 ? -Infinity : titleScore(piece) - companyScore(piece);
    if (score > best) [titleIndex, best] = [i, score];
  });
  const others = rest.filter((_, i) => i !== titleIndex && !EMPLOYMENT_TYPE.test(rest[i]!));
  if (others.length === 0) {
    // 'Web Designer, Freelance': working for oneself is where the role was held.
    const own = rest.find((p, i) => i !== titleIndex && SELF_EMPLOYED.test(p));
    return { title: rest[titleIndex]!, company: own ?? '', location };
  }
  // Set apart by commas alone, what else the header names is the employer, in the person's
  // order ('Circulation Staff, Wyndham Robertson Library, Hollins University'); between bars
  // or dashes each piece is a field of its own, and the employer is the one that reads most
  // like one ('Initech - Fintech - Backend Developer').
  if (!texts.some((t) => HAS_STRONG.test(t))) {
    const [from, to] = titleRun(rest, titleIndex, texts);
    const company = others.filter((p) => !rest.slice(from, to).includes(p));
    return { title: rest.slice(from, to).join(', '), company: company.join(', '), location };
  }
  // Over several lines, the employer is rather on the line with the dates ('Mobile Developer –
  // React Native' over 'RXA Construct – Oct 2024'; not a project named under 'Analyst | Acme').
  const elsewhere = (piece: string) =>
    texts.length > 1 && dated !== undefined && dated.includes(piece) ? 0.5 : 0;
  let companyIndex = 0;
  let bestCompany = -Infinity;
  others.forEach((piece, i) => {
    const score = companyScore(piece) - titleScore(piece) + elsewhere(piece);
    if (score > bestCompany) [companyIndex, bestCompany] = [i, score];
  });
  return { title: rest[titleIndex]!, company: others[companyIndex]!, location };
}

/**
 * Titles held at once and written in a row before the employer ('Research Intern, Team Lead,
 * National Institute of Informatics'; 'Owner, Principal Consultant, Shrug PW Consulting'): the
 * pieces on either side of the title that end in a title word and name no employer are the
 * title's too, while a piece is left for the employer. Returns the run as [from, to).
 */
function titleRun(rest: readonly string[], at: number, texts: readonly string[]): [number, number] {
  const isTitle = (i: number) => headIsTitle(rest[i]!) && companyScore(rest[i]!) === 0;
  let [from, to] = [at, at + 1];
  while (from > 0 && isTitle(from - 1) && commaBetween(texts, rest[from - 1]!, rest[from]!))
    from -= 1;
  while (to < rest.length && isTitle(to) && commaBetween(texts, rest[to - 1]!, rest[to]!)) to += 1;
  // Every piece a title: no run, so the employer is still found among them.
  if (from === 0 && to === rest.length) return [at, at + 1];
  return [from, to];
}

/**
 * A line that holds only the employer, its units and its place ('University of St. Gallen –
 * Chair of Comparative Politics  St. Gallen, CH'): the place taken off its end, the rest is the
 * employer whole, separators and all.
 */
export function employerLine(text: string): { company: string; location: string } {
  const pieces = piecesOf(text)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  const { rest, location } = takeLocation(pieces, [text]);
  const first = rest.at(-1);
  if (!location || first === undefined) return { company: text.trim(), location: '' };
  const end = text.lastIndexOf(first) + first.length;
  return {
    company: text
      .slice(0, end)
      .replace(/[\s,|–—-]+$/, '')
      .trim(),
    location,
  };
}
