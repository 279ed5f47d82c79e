// The place of a role's header, taken off the end (or start) of its pieces ('Mountain View',
// 'CA', 'USA'), and how the header set two pieces side by side.
import { isPlaceName } from './is-place-name';
import { trailingCity } from './trailing-city';
import { cityNames } from '../../data/city-names';
import { companyScore, titleScore } from './piece-scores';

const REMOTE = /^(?:remote|hybrid|on-?site|worldwide|anywhere)$/i;

// Two letters alone name a department as often as a country ('Manager, HR'); after a city on our
// list they are its country ('Oslo, NO', 'Budapest, hu').
const TWO_LETTERS = /^\s*[A-Za-z]{2}\s*$/;

const escaped = (text: string) => text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the header writes two pieces one after the other with a comma between. */
export function commaBetween(texts: readonly string[], first: string, second: string): boolean {
  const pair = new RegExp(`${escaped(first)}\\s*,\\s*${escaped(second)}`);
  return texts.some((t) => pair.test(t));
}

/** Splits the place off the end (or start) of the pieces: 'Mountain View', 'CA', 'USA'. */
export function takeLocation(
  all: string[],
  texts: readonly string[],
): { rest: string[]; location: string } {
  // 'Levl San Francisco' before 'CA': the employer and the city on our list it runs into.
  // A state's letters with their postcode ('TX 78701') are the state: the town is the place.
  const unzipped = all.map((p) => withoutPostcode(p));
  const pieces = unzipped.flatMap((p, i) => {
    const next = unzipped[i + 1];
    const joined =
      next !== undefined && (isPlaceName(next) || TWO_LETTERS.test(next)) ? trailingCity(p) : null;
    return joined ?? [p];
  });
  const cityAt = (i: number) => i >= 0 && cityNames.has(pieces[i]!.trim().toLowerCase());
  // Two capitals that open the header are the employer's initials ('EY'), not a state.
  const place = pieces.map(
    (p, i) =>
      (isPlaceName(p) && !(i === 0 && /^[A-Z]{2}$/.test(p.trim()))) ||
      (TWO_LETTERS.test(p) && cityAt(i - 1) && commaBetween(texts, pieces[i - 1]!, p)),
  );
  // A city is the capitalised piece just before a state or country ('Remote' takes none),
  // written before it with a comma as towns are ('Denver, CO'; 'Webhelp Nordic | Turkey' names
  // an employer), and not before a town that has its own state ('Gilt' before 'New York, NY').
  // Only a place named as such stands after a town: a town taken here never makes another
  // ('Café Sol, Oslo, Norway' keeps its employer).
  const named = [...place];
  const towns: number[] = [];
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
        towns.push(i);
    }
  }
  // 'Teaching Assistant – The Carpentries, California, USA': a header names its employer more
  // often than a town no list of ours knows, so where nothing but a title names a field, on the
  // town's line or under it, the first such town is the employer; but not before a state's two
  // letters ('Honolulu, HI'), which towns are written before.
  if (towns.length > 0 && townIsEmployer(pieces, towns[0]!, place, texts)) towns.shift();
  for (const i of towns) place[i] = true;
  // A known city after the first piece is a place too ('Sopra Steria, London'), though no town
  // before it is taken for one.
  pieces.forEach((p, i) => {
    if (i > 0 && cityNames.has(p.trim().toLowerCase())) place[i] = true;
  });
  const location = pieces.filter((_, i) => place[i]).join(', ');
  return { rest: pieces.filter((_, i) => !place[i]), location };
}

function townIsEmployer(
  pieces: readonly string[],
  town: number,
  place: readonly boolean[],
  texts: readonly string[],
): boolean {
  if (/^[A-Z]{2}$/.test(pieces[town + 1]!.trim())) return false;
  const others = pieces.filter((_, i) => i !== town && !place[i]);
  if (others.some((p) => titleScore(p) === 0)) return false;
  // The title on the town's line or below it: a header whose employer has a line of its own
  // ('Daitan' over 'Frontend Developer' over 'Campinas, Brazil') sets its town last.
  const lineOf = (piece: string) => texts.findIndex((t) => t.includes(piece));
  const at = lineOf(pieces[town]!);
  return at >= 0 && others.some((p) => lineOf(p) >= at);
}

/** 'TX 78701' as 'TX': a US state's letters with the postcode after them; else the piece. */
export function withoutPostcode(piece: string): string {
  const found = /^\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/.exec(piece);
  return found && isPlaceName(found[1]!) ? found[1]! : piece;
}
