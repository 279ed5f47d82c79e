import { decodeXmlText } from './decode-xml-text';
import { attribute, scanXml, type XmlVisitor } from './scan-xml';
import type { WordEvent } from './word-events';
import { inlineEvent } from './word-inline-events';
import { openParagraph, type ParagraphState } from './word-paragraph-frame';
import { applyProperty } from './word-properties';
import { newSinks } from './word-sinks';
import type { WordContext } from './word-context';
import { openCell, openRow, openTable } from './word-table-frames';
import { namespaceRenames, renamed } from './xml-namespaces';
import { PROPERTIES_OF, THROUGH, type ContentControl, type Frame, type Run } from './word-frames';

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

/** wordPartReader over a whole part. */
export function wordPartEvents(xml: string, context: WordContext): WordPartEvents {
  const reader = wordPartReader(context);
  scanXml(xml, reader.visitor);
  return reader.result();
}

/**
 * Reads a WordprocessingML part (word/document.xml, or a footnotes or endnotes part) as its
 * tags go by, building no tree: what Word shows, as events. Elements it does not know are
 * skipped whole (field codes, deleted text, drawings, simple fields); a run is bold by its own
 * w:b or the 'Strong' style; paragraphs as word-paragraph-frame.ts says; a VML text box is read
 * after the paragraph holding it; of mc:AlternateContent only the fallback is read (DrawingML
 * text boxes are docx-paragraphs.ts's); deleted rows and merged-away cells are left out
 * (word-table-events.ts). A visitor, so one scan of the part can feed other readers too.
 */
export function wordPartReader(context: WordContext): {
  visitor: XmlVisitor;
  result: () => WordPartEvents;
} {
  const out: WordPartEvents = { events: [], hasBody: false, noteRefs: [], notes: new Map() };
  const frames: Frame[] = [];
  const sinks = newSinks();
  const paragraphs: ParagraphState = { open: [], pending: null };
  const runs: Run[] = [];
  const controls: ContentControl[] = [];
  let renames: Map<string, string> | null = null;
  let skipping = 0;
  // The text of the open w:t, or null outside one.
  let text: string | null = null;

  const emit = sinks.emit;
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
  const inline = { emit, emitText, noteRefs: out.noteRefs };

  /** Opens a frame that keeps a state while it is open (a run, a content control). */
  const keep = <T extends object>(frame: Frame, stack: T[], state: T) => {
    stack.push(state);
    frame.owner = state;
    frame.close = () => stack.pop();
    return true;
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
    if (inlineEvent(name, raw, inline)) return false;
    switch (name) {
      case 'w:p':
        openParagraph(paragraphs, sinks, frame, context);
        return true;
      case 'w:r':
        return keep(frame, runs, {});
      case 'w:t':
        text = '';
        frame.close = () => {
          emitText(decodeXmlText(text ?? ''));
          text = null;
        };
        return true;
      case 'w:pict':
        // A VML shape's text is read after the paragraph holding it.
        sinks.stack.push({ events: paragraphs.open.at(-1)?.extras ?? [] });
        frame.close = () => sinks.stack.pop();
        return true;
      case 'w:sdt':
        return keep(frame, controls, {});
      case 'w:sdtContent':
        return parent.name === 'w:sdt';
      case 'w:tbl':
        openTable(sinks, frame);
        return true;
      case 'w:tr':
        openRow(sinks, frame);
        return true;
      case 'w:tc':
        openCell(sinks, frame);
        return true;
      default:
        return THROUGH.has(name);
    }
  };

  /** The root's children: the body of a document, or the notes of a notes part. */
  const openRootChild = (frame: Frame, raw: string): boolean => {
    let events = out.events;
    if (frame.name === 'w:body' && !out.hasBody) out.hasBody = true;
    else if (frame.name !== 'w:footnote' && frame.name !== 'w:endnote') return false;
    else {
      const type = attribute(raw, 'w:type');
      if (type === 'separator' || type === 'continuationSeparator') return false;
      const key = `${frame.name.slice(2)}:${attribute(raw, 'w:id')}`;
      events = [];
      if (!out.notes.has(key)) out.notes.set(key, events);
    }
    sinks.stack.push({ events });
    frame.close = () => sinks.stack.pop();
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
      applyProperty(frame.owner!, frame.path, raw, context.styles);
      return true;
    }
    if (parent === frames[0]) return openRootChild(frame, raw);
    return open(frame, parent, raw);
  };

  const visitor: XmlVisitor = {
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
  };
  return { visitor, result: () => out };
}
