import type { WordEvent } from './word-events';

/** A table being read: what stands among its rows, rows included, in order. */
export interface WordTable {
  items: Array<WordEvent | WordRow>;
  /** Something other than a row among its rows, or other than a cell among a row's cells. */
  irregular: boolean;
}

/** A table row being read: its cells and whatever else stands among them. */
export interface WordRow {
  kind: 'table-row';
  items: Array<WordEvent | WordCell>;
  /** Deleted with change tracking on (w:trPr/w:del): not shown. */
  deleted?: boolean;
  table: WordTable;
}

/** A table cell: its content, and the spans its w:tcPr gives. */
export interface WordCell {
  kind: 'table-cell';
  events: WordEvent[];
  /** w:gridSpan: the grid columns it covers (1 unless given). */
  colSpan?: number;
  /** w:vMerge: whether it continues the cell above (a cell merged down). */
  vMerge?: boolean;
}

/** A table with nothing read yet. */
export function newTable(): WordTable {
  return { items: [], irregular: false };
}

/**
 * Marks the cells that continue a vertically merged cell above them: Word keeps an empty cell
 * there, which is no cell of the table as it shows. Columns are counted in grid columns (a cell
 * spanning two moves the count by two). Left alone when the table holds anything irregular, as
 * the columns cannot be told then.
 */
function mergedAway(table: WordTable): Set<WordCell> {
  const away = new Set<WordCell>();
  if (table.irregular) return away;
  const columns = new Map<number, WordCell>();
  for (const row of table.items) {
    if (!('kind' in row) || row.kind !== 'table-row') continue;
    let column = 0;
    for (const cell of row.items) {
      if (!('kind' in cell) || cell.kind !== 'table-cell') continue;
      if (cell.vMerge && columns.has(column)) away.add(cell);
      else columns.set(column, cell);
      column += cell.colSpan ?? 1;
    }
  }
  return away;
}

/** A finished table as events: each row, each cell shown, in order. */
export function tableEvents(table: WordTable): WordEvent[] {
  const away = mergedAway(table);
  const events: WordEvent[] = [];
  for (const item of table.items) {
    if (!('kind' in item) || item.kind !== 'table-row') {
      events.push(item as WordEvent);
      continue;
    }
    events.push({ kind: 'row' });
    for (const cell of item.items) {
      if (!('kind' in cell) || cell.kind !== 'table-cell') events.push(cell as WordEvent);
      else if (!away.has(cell)) events.push({ kind: 'cell' }, cell.events, { kind: 'end-cell' });
    }
    events.push({ kind: 'end-row' });
  }
  return events;
}
