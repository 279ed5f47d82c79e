import { isPlaceName } from './is-place-name';
import { parenPlaces } from './paren-places';
import { labelledFields, type LabelledFields } from './labelled-fields';
import { endsWithAbbreviation } from '../ends-with-abbreviation';
import { isLightHeaderLine } from './is-light-header-line';
import { commaBetween, takeLocation } from './take-location';
import { HAS_STRONG, piecesOf } from './header-pieces';
import { dashedWithNeighbour } from './dashed-employer';
import {
  EMPLOYMENT_TYPE,
  companyScore,
  headIsTitle,
  namesEmployer,
  titleScore,
} from './piece-scores';
import { isTitleWord } from './has-title-word';

/** What a role's header says besides its dates. */
export interface HeaderFields {
  title: string;
  company: string;
  location: string;
}

const SELF_EMPLOYED = /^(?:freelance(?:r)?|self[- ]employed)$/i;

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
  // 'Position: Data Scientist, Department of Agriculture': a title's field that names the
  // employer too, where nothing else does, is read as a header's line is.
  if (labelled.company === undefined && !other.company && !other.title && labelled.title) {
    const both = unlabelledFields([labelled.title]);
    if (both.title && both.company) return { ...both, location: both.location || other.location };
  }
  return {
    title: labelled.title ?? (other.title || other.company),
    company: labelled.company ?? (other.company || other.title),
    location: labelled.location ?? other.location,
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
  const company = dashedWithNeighbour(others[companyIndex]!, others, texts);
  return { title: rest[titleIndex]!, company, location };
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
