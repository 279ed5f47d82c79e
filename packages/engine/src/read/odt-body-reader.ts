import { decodeXmlText } from './decode-xml-text';
import type { LevelledLine } from './levelled-line';
import type { OdtStyles } from './odt-styles';
import { attribute, type XmlVisitor } from './scan-xml';
import { tableRowLines } from './table-row-lines';

/** Elements whose text is not the document's: comments, deleted text kept for review, notes. */
const SKIPPED = new Set([
  'office:annotation',
  'text:tracked-changes',
  'text:note',
  'text:sequence-decls',
  'svg:title',
  'svg:desc',
]);

/** The element that holds a document's body text. */
const BODY: ReadonlySet<string> = new Set(['office:text']);

/** A paragraph being read: its text so far and how much of it is bold. */
interface Paragraph {
  text: string;
  boldChars: number;
  chars: number;
  level: number;
  bullet: boolean;
  styleBold: boolean;
  spans: boolean[];
}

/** A table being read: the cells of its current row, and the cell being filled. */
interface Table {
  cells: LevelledLine[][];
  cell: LevelledLine[] | null;
}

/**
 * A visitor over an OpenDocument text's content.xml that reads its body in one pass into lines:
 * each paragraph or heading a line (a line break starts a new one), list items marked as bullets,
 * headings with their outline level, bold lines marked, and table rows read as Word's are (see
 * table-row-lines.ts). Styles are looked up when a paragraph ends, after the automatic styles
 * that precede the body were read by `styles`. `containers` name the elements whose text is
 * read (the body by default; a master page's headers or footers in styles.xml).
 */
export function odtBodyReader(
  styles: () => OdtStyles,
  containers: ReadonlySet<string> = BODY,
): {
  visitor: XmlVisitor;
  lines(): LevelledLine[];
} {
  const out: LevelledLine[] = [];
  const paragraphs: Paragraph[] = [];
  const tables: Table[] = [];
  let inBody = false;
  let skipping = 0;
  let listItemPending = false;

  const target = (): LevelledLine[] => {
    const table = tables.at(-1);
    return table?.cell ?? out;
  };
  const flush = (p: Paragraph) => {
    const text = p.text.replace(/\s+$/, '').replace(/^\s+/, '');
    if (text) {
      const bold = p.chars > 0 && p.boldChars >= p.chars * 0.8;
      target().push({
        text,
        page: 1,
        fontSize: 0,
        emphasis: bold || p.level > 0,
        bullet: p.bullet,
        level: p.level,
      });
    }
    p.text = '';
    p.boldChars = 0;
    p.chars = 0;
  };
  const add = (p: Paragraph, text: string) => {
    p.text += text;
    const visible = text.replace(/\s/g, '').length;
    p.chars += visible;
    if (p.spans.at(-1) ?? p.styleBold) p.boldChars += visible;
  };

  const visitor: XmlVisitor = {
    tag({ name, closing, empty, raw }) {
      if (containers.has(name)) inBody = !closing && !empty;
      if (!inBody) return;
      if (SKIPPED.has(name)) {
        if (!empty) skipping += closing ? -1 : 1;
        return;
      }
      if (skipping > 0) return;
      const p = paragraphs.at(-1);
      switch (name) {
        case 'text:p':
        case 'text:h': {
          if (closing) {
            const done = paragraphs.pop();
            if (done) flush(done);
            return;
          }
          const styleBold = styles().boldOf(attribute(raw, 'text:style-name')) ?? false;
          const outline = Number(attribute(raw, 'text:outline-level') ?? 1);
          const level = name === 'text:h' ? Math.min(Math.max(outline || 1, 1), 6) : 0;
          const opened: Paragraph = {
            text: '',
            boldChars: 0,
            chars: 0,
            level,
            bullet: listItemPending,
            styleBold,
            spans: [],
          };
          listItemPending = false;
          if (!empty) paragraphs.push(opened);
          return;
        }
        case 'text:list-item':
          listItemPending = !closing && !empty;
          return;
        case 'text:span':
          if (!p || empty) return;
          if (closing) p.spans.pop();
          else
            p.spans.push(
              styles().boldOf(attribute(raw, 'text:style-name')) ?? p.spans.at(-1) ?? p.styleBold,
            );
          return;
        case 'text:s':
          if (p) add(p, ' '.repeat(Math.min(Number(attribute(raw, 'text:c') ?? 1) || 1, 100)));
          return;
        case 'text:tab':
          if (p) add(p, '\t');
          return;
        case 'text:line-break':
          if (p) flush(p);
          return;
        case 'table:table':
          if (closing) tables.pop();
          else if (!empty) tables.push({ cells: [], cell: null });
          return;
        case 'table:table-row': {
          const table = tables.at(-1);
          if (!table || empty) return;
          if (closing) {
            const lines = tableRowLines(table.cells);
            table.cells = [];
            table.cell = null;
            const outer = tables.at(-2);
            (outer?.cell ?? out).push(...lines);
          }
          return;
        }
        case 'table:table-cell':
        case 'table:covered-table-cell': {
          const table = tables.at(-1);
          if (!table) return;
          if (!closing) {
            table.cell = [];
            table.cells.push(table.cell);
          }
          if (closing || empty) table.cell = null;
          return;
        }
      }
    },
    text(data) {
      if (!inBody || skipping > 0) return;
      const p = paragraphs.at(-1);
      // OpenDocument folds white space in text as XML does; text:s and text:tab carry the rest.
      if (p) add(p, decodeXmlText(data.replace(/[\t\n\r ]+/g, ' ')));
    },
  };
  return { visitor, lines: () => out };
}
