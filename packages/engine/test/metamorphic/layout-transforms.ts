// Rewrites of spacing, line ends and list glyphs: what changes between editors and between
// people typing the same resume.
import { keepingMonths, mapLines, type StructureTransform } from './structure-transform';

/** A blank line after every line, as a resume typed with double spacing. */
export const doubleSpaced = keepingMonths('double spacing', (r) => r.text.replace(/\n/g, '\n\n'));

/** Windows line ends. */
export const crlfLineEnds = keepingMonths('CRLF line ends', (r) => r.text.replace(/\n/g, '\r\n'));

/** A tab for every run of two or more spaces (letter-spaced headings keep their single ones). */
export const tabsForSpaces = keepingMonths('tabs for runs of spaces', (r) =>
  r.text.replace(/ {2,}/g, '\t'),
);

/** Spaces for every tab, as an editor that expands tabs saves the file. */
export const spacesForTabs = keepingMonths('spaces for tabs', (r) => r.text.replace(/\t/g, '    '));

/** Spaces left at the end of every line. */
export const trailingSpaces = keepingMonths('trailing spaces', (r) =>
  mapLines(r.text, (line) => (line ? `${line}   ` : line)),
);

const BULLET = /^(\s*)[•\-*▪·●◦‣]\s+/;

/** Every bullet written with `glyph` ('' for none: the line starts with its first word). */
export function bulletGlyph(glyph: string): StructureTransform {
  return keepingMonths(`bullet glyph ${glyph || 'none'}`, (r) =>
    mapLines(r.text, (line) =>
      line.replace(BULLET, (_, indent: string) => (glyph ? `${indent}${glyph} ` : indent)),
    ),
  );
}

/** Bullets indented by two spaces, as many editors' lists are. */
export const indentedBullets = keepingMonths('indented bullets', (r) =>
  mapLines(r.text, (line) => (BULLET.test(line) ? `  ${line}` : line)),
);

/** A blank line between a role's header and its first bullet. */
export const blankBeforeBullets = keepingMonths('blank line before the bullets', (r) => {
  const lines = r.text.split('\n');
  const opensList = (i: number) =>
    i > 0 && BULLET.test(lines[i]!) && lines[i - 1]!.trim() !== '' && !BULLET.test(lines[i - 1]!);
  return lines.map((line, i) => (opensList(i) ? `\n${line}` : line)).join('\n');
});
