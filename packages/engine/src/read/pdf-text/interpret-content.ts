import type { PdfFile } from './pdf-file';
import { PdfLexer, END } from './pdf-lexer';
import {
  PdfDict,
  PdfKeyword,
  PdfName,
  PdfStream,
  UnsupportedPdf,
  type PdfValue,
} from './pdf-objects';
import { skipInlineImage } from './skip-inline-image';
import { TextItemBuilder, type TextItem } from './text-item-builder';
import { multiply, type TextState, type Matrix } from './text-state';
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

// The operators of PDF 32000-1 (annex A). Like pdf.js, an unknown word is ignored and the
// operands before it carry over to the next known operator.
const OPERATORS = new Set(
  (
    'b B b* B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EI EMC ET EX f F f* G g gs h i ID j J ' +
    'K k l m M MP n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz ' +
    'v w W W* y \' "'
  ).split(' '),
);

function isMatrix(args: PdfValue[]): args is Matrix {
  return args.length === 6 && args.every((a) => typeof a === 'number');
}

function numbers(args: PdfValue[], count: number): number[] {
  if (args.length < count) throw new UnsupportedPdf('operator with too few operands');
  const taken = args.slice(args.length - count);
  if (!taken.every((a) => typeof a === 'number'))
    throw new UnsupportedPdf('operands of the wrong type');
  return taken as number[];
}

function lastString(args: PdfValue[]): string {
  const value = args[args.length - 1];
  if (typeof value !== 'string') throw new UnsupportedPdf('text operator without a string');
  return value;
}

function spend(budget: ContentContext['budget'], value: PdfValue | undefined): void {
  budget.glyphs -=
    typeof value === 'string'
      ? value.length
      : Array.isArray(value)
        ? value.reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 1), 0)
        : 0;
  if (budget.glyphs < 0) throw new UnsupportedPdf('too much text');
}

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
  const fontResources = () => file.dict(resources, 'Font');

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
      case 'Tf': {
        const [name, size] = args.slice(-2);
        if (!(name instanceof PdfName) || typeof size !== 'number')
          throw new UnsupportedPdf('bad Tf');
        if (state.font && name.name === state.fontName && size === state.fontSize) break;
        state.fontName = name.name;
        state.fontSize = size;
        const dict = fontResources();
        const fontDict = dict ? file.get(dict, name.name) : undefined;
        if (!(fontDict instanceof PdfDict)) throw new UnsupportedPdf('font missing from resources');
        state.font = context.fonts(fontDict);
        break;
      }
      case 'Tc':
        state.charSpacing = numbers(args, 1)[0]!;
        break;
      case 'Tw':
        state.wordSpacing = numbers(args, 1)[0]!;
        break;
      case 'Tz':
        state.textHScale = numbers(args, 1)[0]! / 100;
        break;
      case 'TL':
        state.leading = numbers(args, 1)[0]!;
        break;
      case 'Ts':
        state.textRise = numbers(args, 1)[0]!;
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
        checkGraphicsState(context, resources, args[args.length - 1]);
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

function showSpaced(builder: TextItemBuilder, state: TextState, array: PdfValue | undefined) {
  if (!Array.isArray(array)) throw new UnsupportedPdf('TJ without an array');
  // Strings run together until a non-zero adjustment, which applies after the last glyph.
  const factor = -state.fontSize / 1000;
  let pending = '';
  for (const item of array) {
    if (typeof item === 'string') pending += item;
    else if (typeof item === 'number' && item !== 0) {
      builder.showText(state, pending, item * factor);
      pending = '';
    }
  }
  if (pending) builder.showText(state, pending, 0);
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

function checkGraphicsState(
  context: ContentContext,
  resources: PdfDict,
  name: PdfValue | undefined,
) {
  if (!(name instanceof PdfName)) return;
  const states = context.file.dict(resources, 'ExtGState');
  const gs = states ? context.file.dict(states, name.name) : undefined;
  // A font set through a graphics state is rare; pdf.js handles it.
  if (gs?.raw('Font') !== undefined) throw new UnsupportedPdf('font set by ExtGState');
}
