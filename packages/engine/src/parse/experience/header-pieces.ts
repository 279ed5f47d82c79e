// A role's header line cut into pieces at the separators people put between title, company
// and place, brackets and a place's own commas kept whole.
import { isPlaceName } from './is-place-name';
import { trailingCity } from './trailing-city';
import { COMPANY_WORDS, headIsTitle } from './piece-scores';

// Separators people put between title, company and place: bars, bullets, dashes with spaces,
// commas, 'at' and '@', and the wide gaps of tab stops.
const SEPARATORS = /\s*(?:\||•|·|—|\s–\s|\s-\s|,|\s{2,}|\t)\s*|\s+(?:at|@)\s+/;

// The separators that leave no doubt: with one of them in a header, a comma belongs to the
// text it stands in ('Director of Sales, Marketing and Partnerships | Acme'), except between a
// town and its state ('San Francisco, CA').
const STRONG = /\s*(?:\||•|·|—|\s–\s|\s-\s|\s{2,}|\t)\s*/;
export const HAS_STRONG = /\||•|·|—|\s–\s|\s-\s|\S\s{2,}\S|\t/;

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
export function piecesOf(text: string): string[] {
  // A dash typed against the word before it and spaced from a capital after it ('Marketer- Bright
  // Reel Media') sets two fields apart, as ' - ' does; 'Co- Owner' keeps its prefix.
  // 'Sole Proprietor D/B/A Harbor Tutoring': 'doing business as' opens the business's name.
  const { text: hidden, groups } = hideBrackets(
    text
      .replace(/(\p{L}{4,})-\s+(?=\p{Lu})/gu, '$1 - ')
      .replace(/\s+(?=(?:D\/B\/A|d\/b\/a|DBA|d\.b\.a\.)\s+\p{Lu})/gu, ' | '),
  );
  const cut = (
    HAS_STRONG.test(hidden)
      ? // '@' leaves no doubt either: 'iOS Engineer @ Canvas — San Francisco, CA'.
        hidden
          .split(STRONG)
          .flatMap(peelPlace)
          // A comma with a space before it is a generator's separator, never a writer's
          // ('Public Relations Director , Company Name – Boston , MA').
          .flatMap((p) => p.split(/\s+@\s+|\s+,\s+/))
      : hidden.split(SEPARATORS)
  ).map((piece) => piece.replace(MARK, (_, n: string) => groups[Number(n)]!));
  const out: string[] = [];
  for (const piece of cut) {
    if (isLegalSuffix(piece) && out.length) out[out.length - 1] += `, ${piece.trim()}`;
    // A clause after a comma, in lower case ('Assistant Professor of Strategy, jointly appointed
    // in Economics'), is said of the piece before it; it names nothing of its own.
    else if (out.length && /^\p{Ll}+\s+\S+\s+\S/u.test(piece) && text.includes(`, ${piece}`))
      out[out.length - 1] += `, ${piece.trim()}`;
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
  // 'Internship - Project Management in IT - Kyndryl': how the job was held, then what it was,
  // then where: the first two are the title together. Where the second names a job whole
  // ('Internship - IT Support Technician - Calyx'), that is the title, and how it was held no
  // field of its own.
  if (out.length >= 3 && ENGAGEMENT.test(out[0]!.trim()) && DASHED.test(text)) {
    if (headIsTitle(out[1]!)) out.shift();
    else out.splice(0, 2, `${out[0]!.trim()} - ${out[1]!.trim()}`);
  }
  return out;
}

/** How a job was held, named alone as the first piece of its header. */
const ENGAGEMENT =
  /^(?:internship|intern|(?:temporary|part[- ]time|summer|student|holiday|seasonal)\s+job|apprenticeship|traineeship|work placement|placement)$/i;
/** Pieces set apart by spaced dashes. */
const DASHED = /\s[-–—]\s.*\s[-–—]\s/;
