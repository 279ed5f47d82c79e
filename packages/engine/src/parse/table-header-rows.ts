import type { TextLine } from '../types';
import { findDateRange } from './find-dates';
import { joinedLine } from './source-refs';
import { dateLabels, employerLabels, titleLabels } from '../data/header-field-labels';

// The labels a table's header row gives its columns, by the field each names: those a form
// sets before a title, an employer or dates, and the short words of a table's own header.
const COLUMN_LABELS = new Map<string, string>([
  ...[...titleLabels, 'role'].map((label) => [label, 'title'] as const),
  ...[...employerLabels].map((label) => [label, 'employer'] as const),
  ...['where', 'location', 'place', 'city'].map((label) => [label, 'place'] as const),
  ...[...dateLabels, 'time', 'when', 'duration'].map((label) => [label, 'dates'] as const),
  ...['contents', 'content', 'details', 'work content'].map((label) => [label, 'body'] as const),
]);

const fieldOf = (line: TextLine) =>
  line.bullet ? undefined : COLUMN_LABELS.get(line.text.trim().replace(/:$/, '').toLowerCase());

/**
 * A table of roles under a header row ('Title | Organization | Where | Time', then a row per
 * role), which a Word file gives a cell a line: each row is written back as one line, its cells
 * set apart by bars ('Founder | Radical Research LLC | Riverside, California | March 2021 –
 * Oct 2023'), the way a role's one-line header reads, and the header row is dropped. Only where
 * the header row names a title or an employer and the dates, and every row's dates cell holds
 * a range; the rows end at the first that does not. A header row over cells of many lines is
 * dropped, the rows left as they are.
 */
export function tableHeaderRows(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    let width = 0;
    while (i + width < lines.length && fieldOf(lines[i + width]!)) width++;
    const fields = lines.slice(i, i + width).map(fieldOf);
    const dates = fields.indexOf('dates');
    const named = fields.includes('title') || fields.includes('employer');
    if (width < 3 || new Set(fields).size !== width || dates < 0 || !named) {
      out.push(lines[i]!);
      continue;
    }
    // Cells of many lines ('Company | Time | Contents' over a paragraph a role): the rows stay
    // as they are, the header row names no field of them.
    if (fields.includes('body')) {
      i += width - 1;
      continue;
    }
    let row = i + width;
    const rows: TextLine[] = [];
    while (row + width <= lines.length) {
      const cells = lines.slice(row, row + width);
      if (cells.some((c) => c.bullet || fieldOf(c)) || !findDateRange(cells[dates]!.text)) break;
      rows.push(
        cells
          .slice(1)
          .reduce(
            (line, cell) => joinedLine(line, cell, `${line.text} | ${cell.text.trim()}`),
            cells[0]!,
          ),
      );
      row += width;
    }
    if (rows.length === 0) {
      out.push(lines[i]!);
      continue;
    }
    out.push(...rows);
    i = row - 1;
  }
  return out;
}
