import { EngineError } from '../engine-error';
import type { LevelledLine } from './levelled-line';
import { bothVisitors, scanXml, type XmlVisitor } from './scan-xml';
import { wordPartEvents, wordPartReader } from './word-body-events';
import type { WordContext } from './word-context';
import type { WordEvent } from './word-events';
import { wordEventLines } from './word-event-lines';
import { readWordNumbering } from './word-numbering';
import type { WordPartPaths } from './word-part-paths';
import { readWordStyleNames, type WordStyleNames } from './word-style-names';

/**
 * The notes a body refers to, after it, in the order of reference: each note's paragraphs as a
 * list entry, the last ending in the back-reference arrow, as the HTML reading this replaced
 * wrote them, so a document with notes reads as before.
 */
function noteEvents(
  refs: string[],
  parts: Map<string, string>,
  paths: WordPartPaths,
  context: WordContext,
): WordEvent[] {
  const notes = new Map<string, WordEvent[]>();
  for (const path of [paths.footnotes, paths.endnotes]) {
    const xml = parts.get(path);
    if (xml) for (const [key, events] of wordPartEvents(xml, context).notes) notes.set(key, events);
  }
  const events: WordEvent[] = [];
  for (const ref of refs) {
    const note = notes.get(ref);
    if (!note) continue;
    const arrow: WordEvent[] = [
      { kind: 'text', text: ' ', bold: false },
      { kind: 'text', text: '\u2191', bold: false },
    ];
    // A note ending in a paragraph (with no text box after it) takes the arrow in that paragraph.
    const [open, content, extras] = note.slice(-3);
    const endsInParagraph =
      open && !Array.isArray(open) && open.kind === 'open' && Array.isArray(content);
    const body: WordEvent[] =
      endsInParagraph && Array.isArray(extras) && extras.length === 0
        ? [...note.slice(0, -2), [...content.slice(0, -1), ...arrow, { kind: 'close' }], extras]
        : [...note, { kind: 'open', tag: 'p' }, ...arrow, { kind: 'close' }];
    events.push({ kind: 'open', tag: 'li' }, body, { kind: 'close' });
  }
  return events;
}

/**
 * A DOCX body's lines from its XML parts, with no DOM: styles and lists first, then the main
 * document in one pass (wordPartReader; `alongside`, when given, sees the same scan), then the
 * notes it refers to, turned into lines by wordEventLines. A main document without a body is
 * no Word document.
 */
export function readWordBody(
  parts: Map<string, string>,
  paths: WordPartPaths,
  styles: WordStyleNames = readWordStyleNames(parts.get(paths.styles) ?? ''),
  alongside?: XmlVisitor,
): LevelledLine[] {
  const numbering = readWordNumbering(parts.get(paths.numbering) ?? '', styles.numbering);
  const context = { styles, numbering };
  const reader = wordPartReader(context);
  const document = parts.get(paths.document) ?? '';
  scanXml(document, alongside ? bothVisitors(reader.visitor, alongside) : reader.visitor);
  const body = reader.result();
  if (!body.hasBody) throw new EngineError('MALFORMED');
  const notes = body.noteRefs.length ? noteEvents(body.noteRefs, parts, paths, context) : [];
  return wordEventLines([...body.events, ...notes]);
}
