import { PdfLexer, END } from './pdf-lexer';
import type { PdfFile } from './pdf-file';
import { PdfDict, PdfKeyword, PdfStream, UnsupportedPdf, type PdfValue } from './pdf-objects';

const MAX_GLYPHS = 4096;

function normalRect(value: PdfValue | undefined): number[] | undefined {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((v) => typeof v === 'number'))
    return undefined;
  const [x0, y0, x1, y1] = value as number[];
  return [Math.min(x0!, x1!), Math.min(y0!, y1!), Math.max(x0!, x1!), Math.max(y0!, y1!)];
}

/** The first operator of a glyph procedure with its operands. */
function firstOperator(data: Uint8Array): { word: string; args: PdfValue[] } | undefined {
  const lexer = new PdfLexer(data);
  const args: PdfValue[] = [];
  for (let i = 0; i < 64; i += 1) {
    const token = lexer.readValue(false);
    if (token === END) return undefined;
    if (token instanceof PdfKeyword) return { word: token.word, args };
    args.push(token);
  }
  return undefined;
}

/**
 * The box pdf.js uses to size a Type3 font's text: its /FontBBox, or, when glyphs declare
 * boxes (`d1`) ten or more times bigger than that, the union of those glyph boxes.
 */
export function readType3Box(
  file: PdfFile,
  dict: PdfDict,
  descriptor: PdfDict | undefined,
  fontMatrix: number[],
): { bbox: number[]; charBBox: boolean; identityMatrix: boolean } {
  const fontBBox = normalRect(descriptor ? file.get(descriptor, 'FontBBox') : undefined) ??
    normalRect(file.get(dict, 'FontBBox')) ?? [0, 0, 0, 0];
  const fontBBoxSize = Math.hypot(fontBBox[2]! - fontBBox[0]!, fontBBox[3]! - fontBBox[1]!);
  const procs = file.get(dict, 'CharProcs');
  if (!(procs instanceof PdfDict)) throw new UnsupportedPdf('Type3 font without CharProcs');
  if (procs.entries.size > MAX_GLYPHS) throw new UnsupportedPdf('Type3 font with too many glyphs');
  let union: number[] | undefined;
  for (const key of procs.entries.keys()) {
    const proc = file.get(procs, key);
    if (!(proc instanceof PdfStream)) continue;
    const op = firstOperator(file.decode(proc));
    if (op?.word === 'd0' && fontBBoxSize === 0)
      throw new UnsupportedPdf('Type3 font whose box pdf.js would guess');
    if (op?.word !== 'd1' || op.args.length !== 6) continue;
    const box = normalRect(op.args.slice(2));
    if (!box) continue;
    const width = box[2]! - box[0]!;
    const height = box[3]! - box[1]!;
    if (width === 0 || height === 0) continue;
    if (fontBBoxSize === 0 || Math.round(Math.hypot(width, height) / fontBBoxSize) >= 10) {
      union ??= [Infinity, Infinity, -Infinity, -Infinity];
      union = [
        Math.min(union[0]!, box[0]!),
        Math.min(union[1]!, box[1]!),
        Math.max(union[2]!, box[2]!),
        Math.max(union[3]!, box[3]!),
      ];
    }
  }
  const identityMatrix = fontMatrix.every((v, i) => v === [0.001, 0, 0, 0.001, 0, 0][i]);
  return { bbox: union ?? fontBBox, charBBox: union !== undefined, identityMatrix };
}
