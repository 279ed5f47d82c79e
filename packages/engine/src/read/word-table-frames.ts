import {
  newTable,
  tableEvents,
  type WordCell,
  type WordRow,
  type WordTable,
} from './word-table-events';
import type { Sinks } from './word-sinks';

/** What a part reader keeps per open element that tables need: its properties' owner, its end. */
export interface TableFrame {
  owner?: object;
  close?: () => void;
}

/** Starts a w:tbl: its rows gather until it ends, then it goes out as events. */
export function openTable(sinks: Sinks, frame: TableFrame): void {
  const table: WordTable = newTable();
  sinks.stack.push({ events: table.items, table });
  frame.close = () => {
    sinks.stack.pop();
    sinks.emit(tableEvents(table));
  };
}

/** Starts a w:tr: a row of the open table (a stray row makes a table of its own). */
export function openRow(sinks: Sinks, frame: TableFrame): void {
  const outer = sinks.stack.at(-1)!;
  const row: WordRow = { kind: 'table-row', items: [], table: outer.table ?? newTable() };
  sinks.stack.push({ events: row.items, row });
  frame.owner = row;
  frame.close = () => {
    sinks.stack.pop();
    if (row.deleted) return;
    if (outer.table) outer.events.push(row);
    else sinks.emit(tableEvents({ items: [row], irregular: true }));
  };
}

/** Starts a w:tc: a cell of the open row (a stray cell is read in place). */
export function openCell(sinks: Sinks, frame: TableFrame): void {
  const outer = sinks.stack.at(-1)!;
  const cell: WordCell = { kind: 'table-cell', events: [] };
  sinks.stack.push({ events: cell.events });
  frame.owner = cell;
  frame.close = () => {
    sinks.stack.pop();
    if (outer.row) outer.events.push(cell);
    else sinks.emit([{ kind: 'cell' }, cell.events, { kind: 'end-cell' }]);
  };
}
