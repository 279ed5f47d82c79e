import { employerLine } from './header-fields';
import { headIsTitle, namesEmployer } from './piece-scores';
import { isPlaceName, isPlaceOrCity } from './is-place-name';
import { trailingCity } from './trailing-city';
import { hasTitleWord } from './has-title-word';
import { parenPlaces } from './paren-places';

const DASH = /\s[–—-]\s/;

/** The title line without the places at its end ('… Support Harare, Zimbabwe'). */
function withoutPlace(text: string): { title: string; location: string } {
  const parts = text.split(/\s*,\s*/);
  let cut = parts.length;
  while (cut > 1 && isPlaceName(parts[cut - 1]!)) cut -= 1;
  const title = parts.slice(0, cut).join(', ');
  const places = parts.slice(cut);
  // A town run into the title's last words before its country ('Support Harare' / 'Zimbabwe').
  const town = places.length > 0 ? trailingCity(title) : null;
  if (town && town[0].split(/\s+/).length >= 2)
    return { title: town[0], location: [town[1], ...places].join(', ') };
  return { title, location: places.join(', ') };
}

/**
 * A header of two lines, one a title with a dash inside it and the other the employer's
 * ('Office Assistant – Market Research' over 'Office Team, A Robert Half Company, New York, NY';
 * 'Zimbabwe Women's Microfinance Bank' over 'IT Intern – Data and Systems Support Harare,
 * Zimbabwe'): with the employer on a line of its own, what follows the dash is the title's own
 * (a department, a second duty), not another field. Null for any other header.
 */
export function dashedTitleOverEmployer(
  texts: string[],
): { title: string; company: string; location: string } | null {
  if (texts.length !== 2) return null;
  // The job may be named before the dash or after its department ('IT – Supervisor').
  const titled = texts.filter((t) => DASH.test(t) && t.split(DASH).some((p) => headIsTitle(p)));
  if (titled.length !== 1) return null;
  const other = texts.find((t) => t !== titled[0])!;
  if (DASH.test(other)) return null;
  // An aside in brackets after the employer is where it is ('Harbor College, (Orlando
  // Campus)').
  const aside = /,?\s*\(([^()]+)\)\s*$/.exec(other);
  const bare = aside ? other.slice(0, aside.index) : other;
  const bracketed = parenPlaces(bare);
  const employer = employerLine(bracketed.text.replace(/[\s,;|–—-]+$/, ''));
  // A line of a place alone ('Denver, CO') is the role's place: the dash may set the employer.
  if (bare.split(',').every(isPlaceOrCity)) return null;
  const places = [...bracketed.places, employer.location, aside?.[1] ?? ''].filter(Boolean);
  // The other line names an employer, or is a name and its place, naming no job ('Real
  // Canadian Superstore, Regina, SK').
  const placed = places.length > 0 && !hasTitleWord(employer.company);
  if (!namesEmployer(employer.company) && !placed) return null;
  const { title, location } = withoutPlace(titled[0]!);
  return {
    title,
    company: employer.company,
    location: [location, ...places].filter(Boolean).join(', '),
  };
}
