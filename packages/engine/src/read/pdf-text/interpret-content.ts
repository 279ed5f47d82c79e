import type { PdfFile } from './pdf-file';
import { PdfLexer, END } from './pdf-lexer';
import {
  PdfKeyword,
  PdfName,
  PdfStream,
  UnsupportedPdf,
  type PdfDict,
  type PdfValue,
} from './pdf-objects';
import { skipInlineImage } from './skip-inline-image';
import {
  checkGraphicsState,
  isMatrix,
  lastString,
  numbers,
  OPERATORS,
  selectFont,
  setTextParameter,
  showSpaced,
  spend,
} from './content-operands';
import { TextItemBuilder } from './text-item-builder';
import type { TextItem } from './open-item';
import { multiply, type TextState } from './text-state';
import type { TextFont } from './load-font';
import { EngineError } from '../../engine-error';

/** What one page's content streams share: the file, fonts read so far, bounds and output. */
export interface ContentContext {
  file: PdfFile;
  fonts: (dict: PdfDict) => TextFont;
  viewBox: readonly number[];
  items: TextItem[];
  /**
   * Operators and glyph codes left in this document, and the time (`performance.now()`) to stop
   * by: hostile streams run out of them.
   */
  budget: { operators: number; glyphs: number; deadline: number };
}

const MAX_FORM_DEPTH = 12;

/**
 * Runs a content stream's text operators the way pdf.js's getTextContent does, pushing text
 * items. Form XObjects are followed with their own resources and matrix; images are skipped.
 */
export function interpretContent(
  context: ContentContext,
  data: Uint8Array,
  resources: PdfDict,
  initial: TextState,
  trail: Set<PdfStream> = new Set(),
): void {
  const { file } = context;
  const stack: TextState[] = [];
  let state = initial;
  const builder = new TextItemBuilder(context.items, context.viewBox, state);
  const lexer = new PdfLexer(data);
  const args: PdfValue[] = [];

  const ensureFont = () => {
    if (!state.font) throw new UnsupportedPdf('text shown before any font is set');
  };

  for (;;) {
    const token = lexer.readValue(false);
    if (token === END) break;
    if (!(token instanceof PdfKeyword)) {
      if (args.length > 64) throw new UnsupportedPdf('too many operands');
      args.push(token);
      continue;
    }
    if (--context.budget.operators < 0) throw new UnsupportedPdf('too many operators');
    if ((context.budget.operators & 1023) === 0 && performance.now() > context.budget.deadline)
      throw new EngineError('TIMEOUT');
    if (!OPERATORS.has(token.word)) continue;
    if (token.word === 'Tj' || token.word === 'TJ' || token.word === "'" || token.word === '"')
      spend(context.budget, args[args.length - 1]);
    switch (token.word) {
      case 'q':
        stack.push(state);
        state = state.clone();
        break;
      case 'Q':
        state = stack.pop() ?? state;
        break;
      case 'cm':
        if (isMatrix(args)) state.ctm = multiply(state.ctm, args);
        else throw new UnsupportedPdf('bad cm');
        break;
      case 'BT':
        state.textMatrix = [1, 0, 0, 1, 0, 0];
        state.textLineMatrix = [1, 0, 0, 1, 0, 0];
        break;
      case 'Tf':
        selectFont(file, resources, context.fonts, state, args);
        break;
      case 'Tc':
      case 'Tw':
      case 'Tz':
      case 'TL':
      case 'Ts':
        setTextParameter(state, token.word, numbers(args, 1)[0]!);
        break;
      case 'Td': {
        const [x, y] = numbers(args, 2);
        state.moveLine(x!, y!);
        break;
      }
      case 'TD': {
        const [x, y] = numbers(args, 2);
        state.leading = -y!;
        state.moveLine(x!, y!);
        break;
      }
      case 'T*':
        state.moveLine(0, -state.leading);
        break;
      case 'Tm':
        if (!isMatrix(args)) throw new UnsupportedPdf('bad Tm');
        state.setTextMatrix(args);
        builder.updateAdvanceScale(state);
        break;
      case 'Tj':
        ensureFont();
        builder.showText(state, lastString(args), 0);
        break;
      case "'":
        ensureFont();
        state.moveLine(0, -state.leading);
        builder.showText(state, lastString(args), 0);
        break;
      case '"': {
        ensureFont();
        const [aw, ac] = numbers(args.slice(0, -1), 2);
        state.wordSpacing = aw!;
        state.charSpacing = ac!;
        state.moveLine(0, -state.leading);
        builder.showText(state, lastString(args), 0);
        break;
      }
      case 'TJ':
        ensureFont();
        showSpaced(builder, state, args[args.length - 1]);
        break;
      case 'Do':
        builder.flush();
        showForm(context, args[args.length - 1], resources, state, trail);
        break;
      case 'gs':
        checkGraphicsState(context.file, resources, args[args.length - 1]);
        break;
      case 'BMC':
      case 'BDC':
      case 'EMC':
        builder.flush();
        break;
      case 'BI':
        skipInlineImage(lexer);
        break;
    }
    args.length = 0;
  }
  builder.flush();
}

function showForm(
  context: ContentContext,
  name: PdfValue | undefined,
  resources: PdfDict,
  state: TextState,
  trail: Set<PdfStream>,
): void {
  if (!(name instanceof PdfName)) throw new UnsupportedPdf('Do without a name');
  const { file } = context;
  const xobjects = file.dict(resources, 'XObject');
  const xobject = xobjects ? file.get(xobjects, name.name) : undefined;
  if (!(xobject instanceof PdfStream)) return;
  const subtype = file.get(xobject.dict, 'Subtype');
  if (!(subtype instanceof PdfName) || subtype.name !== 'Form') return;
  // pdf.js skips a form that contains itself; deep nesting is refused here.
  if (trail.has(xobject)) return;
  if (trail.size >= MAX_FORM_DEPTH) throw new UnsupportedPdf('forms nested too deeply');
  const inner = state.clone();
  const matrix = file.get(xobject.dict, 'Matrix');
  if (Array.isArray(matrix) && isMatrix(matrix)) inner.ctm = multiply(inner.ctm, matrix);
  const own = file.dict(xobject.dict, 'Resources');
  trail.add(xobject);
  try {
    interpretContent(context, file.decode(xobject), own ?? resources, inner, trail);
  } finally {
    trail.delete(xobject);
  }
}
