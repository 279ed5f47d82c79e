import { compoundFileStreams } from './compound-file';
import { readDocFib } from './doc-fib';
import { docCharacters, readDocPieces, type DocPiece } from './doc-pieces';
import { readDocRuns, runAt, type DocRun } from './doc-runs';
import { readDocStyles, SPRM, type DocStyle } from './doc-styles';
import type { WordParagraph } from './merge-word-lines';

const operand = (run: DocRun | null, sprm: number) =>
  run?.sprms.findLast((s) => s.sprm === sprm)?.operand ?? null;

/** A paragraph's marks from its properties: its style's, overridden by its own. */
function paragraphMarks(run: DocRun | null, styles: DocStyle[]) {
  const style = styles[run?.istd ?? 0];
  const ilfo = operand(run, SPRM.ilfo);
  const outline = operand(run, SPRM.outline);
  return {
    list: ilfo
      ? (ilfo[0]! | (ilfo[1]! << 8)) !== 0 || (style?.listName ?? false)
      : (style?.list ?? false),
    level: outline ? (outline[0]! < 9 ? outline[0]! + 1 : 0) : (style?.level ?? 0),
    styleBold: style?.bold ?? false,
    rowEnd: operand(run, SPRM.rowEnd)?.[0] === 1,
    inTable: operand(run, SPRM.inTable)?.[0] === 1,
  };
}

/** Whether a character run is bold: its own bold property, else its character style's or the
 * paragraph style's. 0x81 turns the style's bold around. */
function runBold(run: DocRun | null, styles: DocStyle[], styleBold: boolean): boolean {
  const bold = operand(run, SPRM.bold)?.[0];
  const charStyle = operand(run, SPRM.charStyle);
  const inherited =
    styleBold ||
    (charStyle ? (styles[charStyle[0]! | (charStyle[1]! << 8)]?.bold ?? false) : false);
  if (bold === 0x81) return !inherited;
  return bold === undefined || bold === 0x80 ? inherited : bold === 1;
}

/** What a story's paragraphs are read with: the file's text and property tables. */
interface DocContext {
  word: Uint8Array;
  pieces: DocPiece[];
  styles: DocStyle[];
  paragraphRuns: DocRun[];
  characterRuns: DocRun[];
}

/** The paragraphs of one story (a range of character positions), or null if it cannot be read. */
function storyParagraphs(
  context: DocContext,
  [from, to]: [number, number],
  textBox: boolean,
): WordParagraph[] | null {
  const { styles, paragraphRuns, characterRuns } = context;
  const characters = docCharacters(context.word, context.pieces, from, to);
  if (!characters) return null;
  const { text, fcs } = characters;
  // Runs repeat across many characters: their marks are worked out once each.
  const marksOf = new Map<DocRun | null, ReturnType<typeof paragraphMarks>>();
  const marksAt = (cp: number) => {
    const run = runAt(paragraphRuns, fcs[cp]!);
    if (!marksOf.has(run)) marksOf.set(run, paragraphMarks(run, styles));
    return marksOf.get(run)!;
  };
  const boldOf = new Map<DocRun | null, [boolean, boolean]>();
  const boldAt = (run: DocRun | null, styleBold: boolean) => {
    if (!boldOf.has(run))
      boldOf.set(run, [runBold(run, styles, false), runBold(run, styles, true)]);
    return boldOf.get(run)![styleBold ? 1 : 0];
  };
  const out: WordParagraph[] = [];
  let current = '';
  let boldLetters = 0;
  let plainLetters = 0;
  // Per open field: whether its result (after the separator) is being read; codes are skipped.
  const fields: boolean[] = [];
  let inCode = 0;
  for (let cp = 0; cp < text.length; cp += 1) {
    const c = text[cp]!;
    if (c === '\r' || c === '\x07' || c === '\x0c') {
      const marks = marksAt(cp);
      // In a table a cell ends with its mark (\x07), and a row with a mark of its own.
      let table: WordParagraph['table'];
      if (marks.rowEnd) table = 'row-end';
      else if (marks.inTable) table = c === '\x07' ? 'cell-end' : 'in-cell';
      out.push({
        text: marks.rowEnd ? '' : current,
        list: marks.list,
        level: marks.level,
        bold: boldLetters > 0 && plainLetters === 0,
        textBox,
        ...(table ? { table } : {}),
      });
      current = '';
      boldLetters = 0;
      plainLetters = 0;
    } else if (c === '\x13') {
      fields.push(false);
      inCode += 1;
    } else if (c === '\x14' || c === '\x15') {
      const inItsCode = fields.length > 0 && !fields[fields.length - 1];
      if (inItsCode) inCode -= 1;
      if (c === '\x14' && fields.length) fields[fields.length - 1] = true;
      else fields.pop();
    } else if (inCode === 0) {
      const run = runAt(characterRuns, fcs[cp]!);
      if (operand(run, SPRM.deleted)?.[0] === 1) continue;
      const shown = c === '\x0b' ? '\n' : c === '\x1e' ? '-' : c < ' ' && c !== '\t' ? '' : c;
      current += shown;
      if (!/[\p{L}\p{N}]/u.test(shown)) continue;
      // Bold letters are counted against the paragraph's style, known from its mark's run.
      if (boldAt(run, marksAt(cp).styleBold)) boldLetters += 1;
      else plainLetters += 1;
    }
  }
  return out;
}

/** A Word 97-2003 file's body and the text of its text boxes, as paragraphs. */
export interface DocStories {
  body: WordParagraph[];
  textBoxes: WordParagraph[];
}

/**
 * The body and text box paragraphs of a Word 97-2003 file, read from its own structures: the
 * piece table for the text, the paragraph properties for list membership (a list index, or a
 * list style), the outline level (or heading style) and table cells and rows, and the character
 * properties for bold and for text deleted under change tracking. Field codes are left out,
 * their results kept. Linear in the text (each character's properties found by binary search).
 * Null when the file's structures do not hold together, so word-extractor's text is used.
 */
export function docStories(bytes: Uint8Array): DocStories | null {
  const streams = compoundFileStreams(bytes, ['WordDocument', '0Table', '1Table']);
  const word = streams?.get('WordDocument');
  const fib = word ? readDocFib(word) : null;
  const table = fib ? streams?.get(fib.table) : undefined;
  if (!word || !fib || !table || fib.ccpText <= 0) return null;
  const pieces = readDocPieces(table, fib);
  if (!pieces) return null;
  const context: DocContext = {
    word,
    pieces,
    styles: readDocStyles(table, fib),
    paragraphRuns: readDocRuns(word, table, fib.papx, 'paragraph'),
    characterRuns: readDocRuns(word, table, fib.chpx, 'character'),
  };
  const body = storyParagraphs(context, [0, fib.ccpText], false);
  if (!body) return null;
  const [start, length] = fib.textBoxes;
  const textBoxes = length ? storyParagraphs(context, [start, start + length], true) : [];
  return { body, textBoxes: textBoxes ?? [] };
}
