import type { PdfFile } from './pdf-file';
import { PdfDict, PdfName, UnsupportedPdf, type PdfValue } from './pdf-objects';
import type { TextFont } from './load-font';
import type { TextItemBuilder } from './text-item-builder';
import type { Matrix, TextState } from './text-state';

// The operators of PDF 32000-1 (annex A). Like pdf.js, an unknown word is ignored and the
// operands before it carry over to the next known operator.
export const OPERATORS = new Set(
  (
    'b B b* B* BDC BI BMC BT BX c cm CS cs d d0 d1 Do DP EI EMC ET EX f F f* G g gs h i ID j J ' +
    'K k l m M MP n q Q re RG rg ri s S SC sc SCN scn sh T* Tc Td TD Tf Tj TJ TL Tm Tr Ts Tw Tz ' +
    'v w W W* y \' "'
  ).split(' '),
);

/** `Tf`: the named font of the resources at a size (nothing to do when both are unchanged). */
export function selectFont(
  file: PdfFile,
  resources: PdfDict,
  fonts: (dict: PdfDict) => TextFont,
  state: TextState,
  args: PdfValue[],
): void {
  const [name, size] = args.slice(-2);
  if (!(name instanceof PdfName) || typeof size !== 'number') throw new UnsupportedPdf('bad Tf');
  if (state.font && name.name === state.fontName && size === state.fontSize) return;
  state.fontName = name.name;
  state.fontSize = size;
  const fontDicts = file.dict(resources, 'Font');
  const fontDict = fontDicts ? file.get(fontDicts, name.name) : undefined;
  if (!(fontDict instanceof PdfDict)) throw new UnsupportedPdf('font missing from resources');
  state.font = fonts(fontDict);
}

/** Sets one of the text state's numeric parameters (Tc, Tw, Tz, TL, Ts). */
export function setTextParameter(state: TextState, operator: string, value: number): void {
  if (operator === 'Tc') state.charSpacing = value;
  else if (operator === 'Tw') state.wordSpacing = value;
  else if (operator === 'Tz') state.textHScale = value / 100;
  else if (operator === 'TL') state.leading = value;
  else if (operator === 'Ts') state.textRise = value;
}

/** Whether the operands are a matrix (six numbers). */
export function isMatrix(args: PdfValue[]): args is Matrix {
  return args.length === 6 && args.every((a) => typeof a === 'number');
}

/** The last `count` operands, which must be numbers. */
export function numbers(args: PdfValue[], count: number): number[] {
  if (args.length < count) throw new UnsupportedPdf('operator with too few operands');
  const taken = args.slice(args.length - count);
  if (!taken.every((a) => typeof a === 'number'))
    throw new UnsupportedPdf('operands of the wrong type');
  return taken as number[];
}

/** The string a text-showing operator shows (its last operand). */
export function lastString(args: PdfValue[]): string {
  const value = args[args.length - 1];
  if (typeof value !== 'string') throw new UnsupportedPdf('text operator without a string');
  return value;
}

/** Counts the glyph codes an operator shows against the document's budget. */
export function spend(budget: { glyphs: number }, value: PdfValue | undefined): void {
  budget.glyphs -=
    typeof value === 'string'
      ? value.length
      : Array.isArray(value)
        ? value.reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 1), 0)
        : 0;
  if (budget.glyphs < 0) throw new UnsupportedPdf('too much text');
}

/** Shows a TJ array: strings run together until a non-zero adjustment, applied after the last glyph. */
export function showSpaced(
  builder: TextItemBuilder,
  state: TextState,
  array: PdfValue | undefined,
) {
  if (!Array.isArray(array)) throw new UnsupportedPdf('TJ without an array');
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

/** Refuses a graphics state that sets a font, which is rare and left to pdf.js. */
export function checkGraphicsState(file: PdfFile, resources: PdfDict, name: PdfValue | undefined) {
  if (!(name instanceof PdfName)) return;
  const states = file.dict(resources, 'ExtGState');
  const gs = states ? file.dict(states, name.name) : undefined;
  if (gs?.raw('Font') !== undefined) throw new UnsupportedPdf('font set by ExtGState');
}
