import type { TextLine } from '../../types';
import { containsDateRange, openingRange } from '../find-dates';
import { hasTitleWord } from './has-title-word';
import { isVerbLed } from './is-verb-led';

/** A title is a few words; a longer list item naming a title is an achievement. */
const MAX_TITLE_WORDS = 10;
/** The layout repeats: one title-like item over a dated line may be an achievement after all. */
const MIN_ROLES = 2;

/** A list item that is an employer and its dates, no sentence: 'Fransalian Mission | 2022 – 2024'. */
function isDatedHeaderItem(text: string): boolean {
  const words = text.trim().split(/\s+/).length;
  return words <= 12 && !/[.!?;:]$/.test(text.trim()) && !isVerbLed(text);
}

/**
 * Role titles set as list items ('• Software Engineer | Burlingame, CA' over 'Meta | May 2022 –
 * Aug 2022', role after role): a bullet drawn beside each title, which a text layer often
 * drops and a scan reads. Where at least two roles of the section are set so, those items are
 * their roles' titles, not the achievements of the role above: short, naming a job title,
 * opening with no verb, no sentence, and right above a dated line (or above the employer's line
 * over it) that is no list item or a short one.
 */
export function unbulletRoleTitles(lines: TextLine[]): TextLine[] {
  const titles = new Set<number>();
  // The first line of each role's run, to count the roles set so.
  const heads = new Set<number>();
  lines.forEach((line, i) => {
    // The dated line is the next, or the one after an employer's line ('• Computer Programmer I'
    // / '• Department of Health' / '• 2017 – 2019', a Word list with one item a line).
    const gap = [1, 2].find((k) => lines[i + k] && containsDateRange(lines[i + k]!.text));
    if (!line.bullet || gap === undefined) return;
    const next = lines[i + gap]!;
    const between = gap === 2 ? lines[i + 1]! : null;
    if (between && (containsDateRange(between.text) || !isDatedHeaderItem(between.text))) return;
    // The dated line under it may be a list item too, where every line of the section is one
    // ('❑ Sports Coordinator' over '▫ DMI University | 2025 – Present'): short and no deed.
    if (next.bullet && !isDatedHeaderItem(next.text)) return;
    const text = line.text.trim();
    if (containsDateRange(text) || /[.!?;:]$/.test(text)) return;
    if (text.split(/\s+/).length > MAX_TITLE_WORDS || !hasTitleWord(text) || isVerbLed(text))
      return;
    if (!titles.has(i)) heads.add(i);
    titles.add(i);
    if (between?.bullet) titles.add(i + 1);
    if (next.bullet) titles.add(i + gap);
  });
  // A role's whole line that opens with its range, set as a list item where the section's
  // other roles' lines, of the same shape, are not ('• 2022 – Present Owner D/B/A Harbor
  // Tutoring | Maine' over its deeds, then '2019 – 2022 Clerk Acme | Maine'): Word carried
  // the list on past the line above.
  const rangeFirst = lines.map((l) => openingRange(l.text) !== null);
  const shaped = lines.some((l, i) => !l.bullet && rangeFirst[i]);
  const whole = new Set(
    lines
      .map((_, i) => i)
      .filter(
        (i) =>
          shaped &&
          lines[i]!.bullet &&
          rangeFirst[i] &&
          isDatedHeaderItem(withoutInitials(lines[i]!.text)),
      ),
  );
  const kept = heads.size >= MIN_ROLES ? titles : new Set<number>();
  if (!kept.size && !whole.size) return lines;
  return lines.map((line, i) => (kept.has(i) || whole.has(i) ? { ...line, bullet: false } : line));
}

/** The line without the range it opens with, nor initials' dots at its end ('U.S.A.'). */
function withoutInitials(text: string): string {
  const range = openingRange(text)!;
  return text
    .trimStart()
    .slice(range.text.length)
    .replace(/(?:\b\p{Lu}\.){2,}$/u, '')
    .trim();
}
