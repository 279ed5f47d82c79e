import type { TextLine } from '../types';
import { dateLabels, employerLabels, formLabels, titleLabels } from '../data/header-field-labels';
import { roleLineLabels } from '../data/role-line-labels';
import { joinedLine } from './source-refs';

/** A field of the form: its label (lowercase) and its line, written 'Label: value'. */
interface Field {
  label: string | null;
  line: TextLine;
}

const isLabel = (text: string) => {
  const label = text.trim().replace(/\s*:$/, '').toLowerCase();
  const known =
    formLabels.has(label) ||
    titleLabels.has(label) ||
    employerLabels.has(label) ||
    roleLineLabels.has(label);
  return known ? label : null;
};

/**
 * A line that is a form's label: alone ('Occupation or position held', 'Dates:'), as a Word
 * table's cells are read, or before its value in the same row ('Dates | 2019 - 2023'), as a
 * PDF's are. The value is null for a label alone.
 */
function labelOf(line: TextLine): { label: string; value: string | null } | null {
  if (line.bullet) return null;
  const alone = isLabel(line.text);
  if (alone) return { label: alone, value: null };
  const bar = line.text.indexOf(' | ');
  const label = bar > 0 ? isLabel(line.text.slice(0, bar)) : null;
  return label ? { label, value: line.text.slice(bar + 3).trim() } : null;
}

/** 'Label: value', or the value alone for dates, which are read as dates wherever they stand. */
const written = (label: string, line: TextLine, value: string) =>
  dateLabels.has(label)
    ? value
    : `${line.text.split(' | ')[0]!.trim().replace(/\s*:$/, '')}: ${value}`;

/**
 * Forms such as the Europass CV set each field's label in a column of its own ('Dates',
 * 'Occupation or position held', 'Name and address of employer'), so a reader gets the label
 * and its value as two lines, or as two cells of one. Where a resume is laid out so (a role's
 * title or employer labelled so twice or more), each field is written 'Label: value', the way
 * the same forms are written on one line, and its record's header fields are put first.
 */
export function joinFormLabels(lines: TextLine[]): TextLine[] {
  const labels = lines.map(labelOf);
  // A form's layout: roles' titles or employers labelled twice or more, the label alone on its
  // line or, beside its value in a row ('Occupation or position held | Waiter'), with the dates
  // labelled too (a template's 'Job Title | MM/YYYY' is no form).
  const datesLabelled = labels.some((found) => found && dateLabels.has(found.label));
  const named = labels.filter(
    (found) =>
      found &&
      (titleLabels.has(found.label) || employerLabels.has(found.label)) &&
      (found.value === null || datesLabelled),
  );
  if (named.length < 2) return lines;
  const out: Field[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const found = labels[i];
    const next = lines[i + 1];
    if (found?.value) {
      out.push({
        label: found.label,
        line: { ...line, text: written(found.label, line, found.value) },
      });
    } else if (found && next && !labels[i + 1] && next.page === line.page) {
      const text = written(found.label, line, next.text);
      out.push({
        label: found.label,
        line: { ...joinedLine(line, next, text), emphasis: next.emphasis },
      });
      i++;
    } else {
      const last = out.at(-1);
      // A value that ran onto the next line ('Kvant Net, Shevchenka 12, Lviv,' / 'Ukraine').
      if (last?.label && !line.bullet && !line.spaceBefore && /,$/.test(last.line.text)) {
        last.line = joinedLine(last.line, line, `${last.line.text} ${line.text.trim()}`);
      } else out.push({ label: null, line });
    }
  }
  return headersFirst(out);
}

/** A field's place in a role's header: dates, title, employer, then everything else. */
function rank(label: string | null): number {
  if (label && dateLabels.has(label)) return 0;
  if (label && titleLabels.has(label)) return 1;
  if (label && employerLabels.has(label)) return 2;
  return 3;
}

/**
 * A form's fields come in the form's order ('Dates', 'Occupation', 'Main activities', 'Name of
 * employer'); the order means nothing, so each record's dates, title and employer are put
 * first, as a role's header is written, and its other fields after them.
 */
function headersFirst(fields: Field[]): TextLine[] {
  const out: TextLine[] = [];
  let record: Field[] = [];
  const flush = () => {
    const ordered = record.map((field, i) => ({ field, i }));
    ordered.sort((a, b) => rank(a.field.label) - rank(b.field.label) || a.i - b.i);
    out.push(...ordered.map(({ field }) => field.line));
    record = [];
  };
  for (const field of fields) {
    if (!field.label || dateLabels.has(field.label)) flush();
    if (field.label) record.push(field);
    else out.push(field.line);
  }
  flush();
  return out;
}
