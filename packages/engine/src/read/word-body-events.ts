import { decodeXmlText } from './decode-xml-text';
import { attribute, scanXml } from './scan-xml';
import { wordBlockTag } from './word-block-tag';
import type { WordEvent } from './word-events';
import type { WordNumbering } from './word-numbering';
import { applyProperty } from './word-properties';
import type { WordStyleNames } from './word-style-names';
import { wordSymbol } from './word-symbol';
import {
  newTable,
  tableEvents,
  type WordCell,
  type WordRow,
  type WordTable,
} from './word-table-events';
import { namespaceRenames, renamed } from './xml-namespaces';

/** What the part reader needs besides the part: styles and lists. */
export interface WordContext {
  styles: WordStyleNames;
  numbering: WordNumbering;
}

/** A part read: its events, the notes it refers to in order, and the notes it holds. */
export interface WordPartEvents {
  events: WordEvent[];
  /** Whether the root had a w:body (a document part must). */
  hasBody: boolean;
  /** 'footnote:<id>' or 'endnote:<id>' per reference, in order. */
  noteRefs: string[];
  /** A notes part's notes by the same keys. */
  notes: Map<string, WordEvent[]>;
}

interface Paragraph {
  content: WordEvent[];
  /** VML text boxes met inside it: read after it. */
  extras: WordEvent[];
  styleId?: string | null;
  numId?: string | null;
  ilvl?: string | null;
  deleted?: boolean;
}

interface Frame {
  name: string;
  /** Inside properties (w:pPr, w:rPr, w:trPr, w:tcPr, w:sdtPr): the path from their root. */
  path?: string;
  owner?: object;
  /** Properties already read for this owner (only the first w:pPr of a paragraph counts). */
  propertiesRead?: boolean;
  close?: () => void;
  /** mc:AlternateContent and its fallback stand for their content: children see past them. */
  transparent?: boolean;
  fallbackTaken?: boolean;
}

interface Run {
  bold?: boolean;
  strongStyle?: boolean;
}

interface ContentControl {
  checkbox?: boolean;
  /** A checkbox's first character (its box glyph) was left out. */
  used?: boolean;
}

interface Sink {
  events: unknown[];
  table?: WordTable;
  row?: WordRow;
}

/** Elements read through: their children count as if they stood in their place. */
const THROUGH = new Set([
  'w:hyperlink',
  'w:ins',
  'w:customXml',
  'w:smartTag',
  'w:moveTo',
  'w:object',
  'v:roundrect',
  'v:shape',
  'v:textbox',
  'v:group',
  'v:rect',
  'w:txbxContent',
]);

/** Properties elements, and the element each belongs to. */
const PROPERTIES_OF: Record<string, string> = {
  'w:pPr': 'w:p',
  'w:rPr': 'w:r',
  'w:trPr': 'w:tr',
  'w:tcPr': 'w:tc',
  'w:sdtPr': 'w:sdt',
};

/**
 * Reads a WordprocessingML part (word/document.xml, or a footnotes or endnotes part) in one pass
 * over its tags, building no tree: what Word shows, as events. Elements it does not know are
 * skipped whole (field codes, deleted text, drawings, simple fields); a run is bold by its own
 * w:b or the 'Strong' style; a paragraph is a heading, list item or plain by wordBlockTag; a
 * paragraph whose mark is deleted joins the next; a VML text box is read after the paragraph
 * holding it; of mc:AlternateContent only the fallback is read (DrawingML text boxes are read
 * by docx-paragraphs.ts); deleted rows and merged-away cells are left out (word-table-events.ts).
 */
export function wordPartEvents(xml: string, { styles, numbering }: WordContext): WordPartEvents {
  const out: WordPartEvents = { events: [], hasBody: false, noteRefs: [], notes: new Map() };
  const frames: Frame[] = [];
  const sinks: Sink[] = [];
  const paragraphs: Paragraph[] = [];
  const runs: Run[] = [];
  const controls: ContentControl[] = [];
  let renames: Map<string, string> | null = null;
  // A paragraph whose mark was deleted: its content opens the next paragraph.
  let pending: Paragraph | null = null;
  let skipping = 0;
  // The text of the open w:t, or null outside one.
  let text: string | null = null;

  const sink = () => sinks.at(-1)!;
  /** Adds to the open container; `element` is false for stretches that are not one element. */
  const emit = (event: WordEvent, element = true) => {
    const to = sink();
    to.events.push(event);
    // Anything but a row among rows, or a cell among cells, stops cell merging.
    if (element && (to.table ?? to.row?.table)) (to.table ?? to.row!.table).irregular = true;
  };
  const emitText = (value: string) => {
    // A checkbox content control shows its state as its first character: no text.
    for (let i = controls.length - 1; value && i >= 0; i -= 1) {
      const control = controls[i]!;
      if (control.checkbox && !control.used) {
        control.used = true;
        return emit({ kind: 'mark' });
      }
    }
    const run = runs.at(-1);
    emit({ kind: 'text', text: value, bold: Boolean(run?.bold || run?.strongStyle) });
  };
  const listLevel = (paragraph: Paragraph, styleId: string | null) => {
    const { numId, ilvl } = paragraph;
    if (numId != null && ilvl != null) return numbering.findLevel(numId, ilvl);
    const byStyle = styleId === null ? null : numbering.levelOfStyle(styleId);
    return byStyle ?? (numId != null ? numbering.findLevel(numId, '0') : null);
  };

  const openParagraph = (frame: Frame) => {
    const paragraph: Paragraph = { content: [], extras: [] };
    if (pending) {
      paragraph.content.push(pending.content);
      paragraph.extras.push(pending.extras);
      pending = null;
    }
    paragraphs.push(paragraph);
    sinks.push({ events: paragraph.content });
    frame.owner = paragraph;
    frame.close = () => {
      paragraphs.pop();
      sinks.pop();
      if (paragraph.deleted) {
        pending = paragraph;
        return;
      }
      const styleId = paragraph.styleId ?? null;
      const name = styleId === null ? null : (styles.paragraph.get(styleId) ?? null);
      emit({ kind: 'open', tag: wordBlockTag(styleId, name, listLevel(paragraph, styleId)) });
      emit([...paragraph.content, { kind: 'close' }], false);
      emit(paragraph.extras, false);
    };
  };

  const openTable = (frame: Frame) => {
    const table = newTable();
    sinks.push({ events: table.items, table });
    frame.close = () => {
      sinks.pop();
      emit(tableEvents(table));
    };
  };

  const openRow = (frame: Frame) => {
    const outer = sink();
    const row: WordRow = { kind: 'table-row', items: [], table: outer.table ?? newTable() };
    sinks.push({ events: row.items, row });
    frame.owner = row;
    frame.close = () => {
      sinks.pop();
      if (row.deleted) return;
      if (outer.table) outer.events.push(row);
      else emit(tableEvents({ items: [row], irregular: true }));
    };
  };

  const openCell = (frame: Frame) => {
    const outer = sink();
    const cell: WordCell = { kind: 'table-cell', events: [] };
    sinks.push({ events: cell.events });
    frame.owner = cell;
    frame.close = () => {
      sinks.pop();
      if (outer.row) outer.events.push(cell);
      else emit([{ kind: 'cell' }, cell.events, { kind: 'end-cell' }]);
    };
  };

  /** Starts an element read as content (`parent` seen past transparent ones); false skips it. */
  const open = (frame: Frame, parent: Frame, raw: string): boolean => {
    const { name } = frame;
    const owner = PROPERTIES_OF[name];
    if (owner !== undefined) {
      if (parent.name !== owner || parent.propertiesRead) return false;
      parent.propertiesRead = true;
      frame.path = name;
      frame.owner = parent.owner;
      return true;
    }
    switch (name) {
      case 'w:p':
        openParagraph(frame);
        return true;
      case 'w:r': {
        const run: Run = {};
        runs.push(run);
        frame.owner = run;
        frame.close = () => runs.pop();
        return true;
      }
      case 'w:t':
        text = '';
        frame.close = () => {
          emitText(decodeXmlText(text ?? ''));
          text = null;
        };
        return true;
      case 'w:tab':
        emit({ kind: 'text', text: '\t', bold: false });
        return false;
      case 'w:noBreakHyphen':
        emitText('\u2011');
        return false;
      case 'w:softHyphen':
        emitText('\u00AD');
        return false;
      case 'w:sym': {
        const symbol = wordSymbol(attribute(raw, 'w:font'), attribute(raw, 'w:char'));
        if (symbol !== null) emitText(symbol);
        return false;
      }
      case 'w:br': {
        const type = attribute(raw, 'w:type');
        // Page and column breaks move text without starting a new line of it.
        if (type === null || type === 'textWrapping') emit({ kind: 'br' });
        return false;
      }
      case 'w:footnoteReference':
      case 'w:endnoteReference':
        out.noteRefs.push(`${name.slice(2, -'Reference'.length)}:${attribute(raw, 'w:id')}`);
        emitText(`[${out.noteRefs.length}]`);
        return false;
      case 'w:bookmarkStart':
        if (attribute(raw, 'w:name') !== '_GoBack') emit({ kind: 'mark' });
        return false;
      case 'w:pict': {
        // A VML shape's text is read after the paragraph holding it.
        sinks.push({ events: paragraphs.at(-1)?.extras ?? [] });
        frame.close = () => sinks.pop();
        return true;
      }
      case 'w:sdt': {
        const control: ContentControl = {};
        controls.push(control);
        frame.owner = control;
        frame.close = () => controls.pop();
        return true;
      }
      case 'w:sdtContent':
        return parent.name === 'w:sdt';
      case 'w:tbl':
        openTable(frame);
        return true;
      case 'w:tr':
        openRow(frame);
        return true;
      case 'w:tc':
        openCell(frame);
        return true;
      default:
        return THROUGH.has(name);
    }
  };

  /** The root's children: the body of a document, or the notes of a notes part. */
  const openRootChild = (frame: Frame, raw: string): boolean => {
    if (frame.name === 'w:body' && !out.hasBody) {
      out.hasBody = true;
      sinks.push({ events: out.events });
      frame.close = () => sinks.pop();
      return true;
    }
    if (frame.name !== 'w:footnote' && frame.name !== 'w:endnote') return false;
    const type = attribute(raw, 'w:type');
    if (type === 'separator' || type === 'continuationSeparator') return false;
    const key = `${frame.name.slice(2)}:${attribute(raw, 'w:id')}`;
    const events: WordEvent[] = [];
    if (!out.notes.has(key)) out.notes.set(key, events);
    sinks.push({ events });
    frame.close = () => sinks.pop();
    return true;
  };

  const start = (frame: Frame, raw: string): boolean => {
    const direct = frames.at(-1)!;
    if (direct.name === 'mc:AlternateContent' && direct.transparent) {
      // Only the first fallback is read, as if its children stood in the alternate's place.
      const read = frame.name === 'mc:Fallback' && !direct.fallbackTaken;
      direct.fallbackTaken ||= read;
      frame.transparent = read;
      return read;
    }
    if (frame.name === 'mc:AlternateContent') return (frame.transparent = true);
    let parent = direct;
    for (let i = frames.length - 1; parent.transparent; i -= 1) parent = frames[i - 1]!;
    if (parent.path !== undefined) {
      // Inside properties: note what this path sets, and go on through them.
      frame.path = `${parent.path}/${frame.name}`;
      frame.owner = parent.owner;
      applyProperty(frame.owner!, frame.path, raw, styles);
      return true;
    }
    if (parent === frames[0]) return openRootChild(frame, raw);
    return open(frame, parent, raw);
  };

  scanXml(xml, {
    text(data) {
      if (text !== null && !skipping) text += data;
    },
    tag(tag) {
      if (skipping) {
        if (!tag.empty) skipping += tag.closing ? -1 : 1;
        return;
      }
      if (tag.closing) {
        frames.pop()?.close?.();
        return;
      }
      if (frames.length === 0) {
        renames = namespaceRenames(tag.raw);
        if (!tag.empty) frames.push({ name: renamed(tag.name, renames) });
        return;
      }
      const frame: Frame = { name: renamed(tag.name, renames) };
      const read = start(frame, tag.raw);
      if (tag.empty) {
        if (read) frame.close?.();
      } else if (read) frames.push(frame);
      else skipping = 1;
    },
  });
  return out;
}
