import { hasTitleWord } from './has-title-word';
import { isPlaceName, isPlaceOrCity } from './is-place-name';
import { COMPANY_WORDS } from './piece-scores';
import { trailingCity } from './trailing-city';
import { withoutPostcode } from './take-location';

/**
 * A web address alone ('https://acme.com/', 'www.acme.io', 'acme.com/jobs'): a role's website.
 * A bare domain ('Gong.io') is as often the employer's name, so it is not one.
 */
export function isWebAddress(text: string): boolean {
  const t = text.trim();
  return (
    t.length <= 100 &&
    !/\s/.test(t) &&
    (/^(?:https?:\/\/|www\.)\S+$/i.test(t) || /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,6}\/\S+$/i.test(t))
  );
}

const WORK_MODE = /\s*[([]\s*(?:remote|on[- ]?site|hybrid|in[- ]person)\s*[)\]]\s*$/i;

/** 'remote (New York City)': the place worked from, in brackets after the work's mode. */
const REMOTE_FROM = /^\s*(?:remote|hybrid)\s*[([]\s*([^()[\]]+?)\s*[)\]]\s*$/i;

/** 'Remote and Mexico City', 'Berlin / Remote': the work's mode joined to the place. */
const MODE_JOINED =
  /^\s*(?:remote|hybrid)\s+(?:and|or|&|\/|[–-])\s+|\s+(?:and|or|&|\/|[–-])\s+(?:remote|hybrid)\s*$/i;

const PLACE_PART = /^\p{Lu}[\p{L}.'’ -]{0,40}$/u;

/**
 * A line that is only a place ('Remote', 'Palo Alto, CA', 'Courbevoie, Île-de-France, France'):
 * at most four capitalised pieces, the first or last a known place, no job title word.
 */
export function isPlaceLine(text: string): boolean {
  // 'Cluj-Napoca | Retail / Wholesale Trade': the Europass line of the place and the
  // employer's sector, no field of the role's.
  const sector = /^([^|]+?)\s+\|\s+(\p{Lu}[^|]*\s\/\s[^|]*)$/u.exec(text.trim());
  if (
    sector &&
    /^[\p{L} ,&/-]+$/u.test(sector[2]!) &&
    sector[2]!.split(/\s+/).filter((w) => w !== '/').length <= 6 &&
    !hasTitleWord(sector[2]!)
  )
    return isPlaceLine(sector[1]!);
  // 'Montréal, QC (Hybrid)': how the work was done is said beside the place, and is no field.
  const parts = text
    .replace(WORK_MODE, '')
    .replace(REMOTE_FROM, '$1')
    .replace(MODE_JOINED, '')
    .trim()
    .split(/\s*,\s*/);
  if (parts.length > 4 || hasTitleWord(text)) return false;
  if (!parts.every((p) => PLACE_PART.test(p) && p.split(/\s+/).length <= 3)) return false;
  // Two capitals alone are as often an employer's initials ('EY') as a state.
  if (parts.length === 1 && /^[A-Z]{2}$/.test(parts[0]!)) return false;
  // 'Levl San Francisco, CA': an employer before a known city is the employer's line.
  if (parts.length > 1 && trailingCity(parts[0]!)) return false;
  return isPlaceOrCity(parts[parts.length - 1]!) || isPlaceOrCity(parts[0]!);
}

/** Words that name a street ('801 5th Ave', '1 Toronto St', '185 The West Mall'). */
const STREET_WORD =
  /\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|way|lane|ln|mall|pl|place|ct|court|sq|square|pkwy|parkway|hwy|highway|suite|ste|floor|straße|strasse|str|rue|via|calle)\b\.?/i;
/** Postal codes at a line's end: US ('98104', '98104-1234'), Canada ('M5C 2V6'), UK ('SW1A 1AA'). */
const POSTAL_END =
  /(?:\b\d{5}(?:-\d{4})?|\b[A-Z]\d[A-Z] ?\d[A-Z]\d|\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/;

/**
 * A street address alone ('801 5th Ave Seattle, WA 98104', '1 Toronto St, Toronto, ON M5C
 * 2V6'): a house number and a street word, or a street and a postal code; no title word.
 */
export function isStreetAddress(text: string): boolean {
  const t = text.trim();
  if (
    t.length > 90 ||
    hasTitleWord(t) ||
    /[.!?]$/.test(t.replace(/\b(?:st|ave|rd|dr|ste)\.$/i, ''))
  )
    return false;
  // '801 5th Ave', not '3 years on Main St.': the house number comes before a capital or a number.
  const numbered = /^\d{1,6}[A-Za-z]?\s+[\p{Lu}\d]/u.test(t);
  // 'Hauptstraße 5, 10115 Berlin', 'Keizersgracht 62': the street's name holds its kind.
  const streetFirst =
    /^\p{Lu}\p{L}*(?:straße|strasse|weg|gasse|platz|straat|gracht|gatan|vej)\s+\d/u.test(t);
  // 'Via Pietro Bembo 36a, 00168 Rome', 'Calle de Alcalá 21': the kind of street opens it and
  // the house number follows the name.
  const kindFirst =
    /^(?:via|viale|piazza|corso|calle|carrer|avenida|avda\.?|rua|rue|chemin|plaza|praça)\s+[\p{Lu}\d][^,]{0,40}?\s\d{1,5}[a-z]?(?:,|$)/iu.test(
      t,
    );
  return (
    streetFirst ||
    kindFirst ||
    (numbered && STREET_WORD.test(t)) ||
    // 'St' before a name is a saint's ('Fairview St Albans, Old Lodge, Hartwell HT4 2QX' names
    // the employer first), not a street's.
    (STREET_WORD.test(t.replace(/\bSt\.?\s+(?=\p{Lu}\p{Ll})/gu, '')) && POSTAL_END.test(t))
  );
}

/**
 * 'Pleasanton, CA', 'Remote', not 'Kaiser Permanente, Pleasanton, CA': an employer and its place
 * is the employer's line and takes its room in the header, though it ends in a place.
 */
function startsWithPlace(text: string): boolean {
  const parts = text.trim().split(/\s*,\s*/);
  // 'Honolulu, HI': a town not on our list, before its state, is still a place.
  return parts.length <= 2 || /^remote$/i.test(parts[0]!) || isPlaceOrCity(parts[0]!);
}

/**
 * 'Fayetteville, Georgia, USA', 'Nashik, Maharashtra, India': a first piece we do not know
 * before a region and its country. It may be a town or an employer ('Infosys, Karnataka,
 * India'), so the caller decides by the line's neighbours (header-room.ts); a piece with a
 * company's word ('Acme Labs, Ontario, Canada') is never a town.
 */
export function isTownOfRegion(text: string): boolean {
  const parts = text.trim().split(/\s*,\s*/);
  return (
    parts.length === 3 &&
    isPlaceLine(text) &&
    isPlaceName(parts[1]!) &&
    isPlaceName(parts[2]!) &&
    !COMPANY_WORDS.test(parts[0]!)
  );
}

/**
 * Whether a header line says only where (a place or a street address) or which website: themes
 * stack these between company, dates and title ('Stripe' / 'Remote' / 'https://stripe.com' / 'June 2022 – Present' /
 * 'Engineer'), so they take no room among the header's few lines.
 */
export function isLightHeaderLine(text: string): boolean {
  return (
    text.trim() !== '' &&
    (isWebAddress(text) ||
      isEmployerDetails(text) ||
      isStreetAddress(text) ||
      (isPlaceLine(text) && startsWithPlace(text)) ||
      isKnownPlaceRun(text) ||
      isTownWithPostcode(text))
  );
}

// The labels of the employer's details that the Europass editor prints under its name.
const DETAILS_LABEL =
  /^(?:country|city|address|e-?mail|website|web|phone|telephone|business\/(?:sector)?|sector|links?)\s*:?(?:\s|$)/i;

/**
 * 'Country: Portugal | Email: jobs@example.org | Business/sector: Education': the employer's
 * details set apart by bars, each under its label (the last may be cut where the line wraps),
 * as the Europass editor prints them between the employer and the title; and its 'Links'
 * line of the employer's pages. No field of the role.
 */
function isEmployerDetails(text: string): boolean {
  const t = text.trim();
  if (/^links?:?\s+(?:https?:\/\/|www\.)\S+/i.test(t)) return true;
  const parts = t.split(/\s+\|\s+/);
  return (
    parts.length >= 2 && parts.every((p) => DETAILS_LABEL.test(p) || /^https?:\/\/\S+$/.test(p))
  );
}

/**
 * Places we know joined by a dash or a bar rather than a comma ('Berlin – Germany', 'Pune |
 * India'). Every piece must be a place on our lists: 'Acme – Germany' is the employer's line.
 */
function isKnownPlaceRun(text: string): boolean {
  const parts = text.trim().split(/\s+[-–—|]\s+/);
  return parts.length >= 2 && parts.length <= 3 && parts.every((p) => isPlaceOrCity(p.trim()));
}

/**
 * 'Quillbrook, GA 30214': a town and its state's letters with a US postcode, read as the place
 * line 'Quillbrook, GA' once the postcode is off (take-location.ts drops it the same way).
 */
function isTownWithPostcode(text: string): boolean {
  const [town, state, ...more] = text.trim().split(/\s*,\s*/);
  if (town === undefined || state === undefined || more.length > 0) return false;
  const letters = withoutPostcode(state);
  return letters !== state && isPlaceLine(`${town}, ${letters}`);
}
