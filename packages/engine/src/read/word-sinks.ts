import type { WordEvent } from './word-events';
import type { WordRow, WordTable } from './word-table-events';

/** Where a part reader's events go: the open container (body, paragraph, cell, text box...). */
export interface Sink {
  events: unknown[];
  /** A table's own list: only rows belong there. */
  table?: WordTable;
  /** A row's own list: only cells belong there. */
  row?: WordRow;
}

/** The open containers, innermost last, and how events are added to the innermost. */
export interface Sinks {
  stack: Sink[];
  /** Adds to the innermost container; `element` is false for a stretch that is no element. */
  emit(event: WordEvent, element?: boolean): void;
}

/** An empty stack of containers. */
export function newSinks(): Sinks {
  const stack: Sink[] = [];
  return {
    stack,
    emit(event, element = true) {
      const to = stack.at(-1)!;
      to.events.push(event);
      // Anything but a row among rows, or a cell among cells, stops cell merging.
      const table = to.table ?? to.row?.table;
      if (element && table) table.irregular = true;
    },
  };
}
