import { inflateSync, constants } from 'node:zlib';
import { PdfDict, UnsupportedPdf, nameOf, numberOr, type PdfValue } from './pdf-objects';

/** How many decoded bytes one document may produce before the quick reader gives up on it. */
export const DECODED_BYTES_BUDGET = 48 * 1024 * 1024;

/** Counts the bytes streams decode to, so a compression bomb stops early. */
export interface DecodeBudget {
  remaining: number;
}

function undoPngPredictor(data: Uint8Array, columns: number, colors: number, bits: number) {
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((columns * colors * bits) / 8);
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r += 1) {
    const filter = data[r * (rowBytes + 1)]!;
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i += 1) {
      const raw = data[src + i]!;
      const left = i >= pixelBytes ? out[dst + i - pixelBytes]! : 0;
      const up = r > 0 ? out[dst - rowBytes + i]! : 0;
      const upLeft = r > 0 && i >= pixelBytes ? out[dst - rowBytes + i - pixelBytes]! : 0;
      let value = raw;
      if (filter === 1) value = raw + left;
      else if (filter === 2) value = raw + up;
      else if (filter === 3) value = raw + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else if (filter !== 0) throw new UnsupportedPdf(`PNG predictor filter ${filter}`);
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

function inflate(data: Uint8Array, budget: DecodeBudget): Uint8Array {
  if (budget.remaining <= 0) throw new UnsupportedPdf('decoded bytes budget spent');
  let out: Buffer;
  try {
    // A sync flush keeps what a truncated stream holds, as pdf.js does, instead of failing.
    out = inflateSync(data, {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: budget.remaining,
    });
  } catch {
    throw new UnsupportedPdf('flate data that zlib refuses');
  }
  budget.remaining -= out.length;
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

/**
 * Decodes a stream's bytes. Only what text needs is handled: no filter, or Flate with an
 * optional PNG predictor; anything else (LZW, ASCII85, images) is left to pdf.js.
 */
export function decodeStreamData(
  dict: PdfDict,
  encoded: Uint8Array,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
  budget: DecodeBudget,
): Uint8Array {
  const filter = resolve(dict.raw('Filter'));
  const filters = Array.isArray(filter) ? filter.map((f) => resolve(f)) : filter ? [filter] : [];
  if (filters.length === 0) return encoded;
  if (filters.length > 1) throw new UnsupportedPdf('chained filters');
  const name = nameOf(filters[0] ?? undefined);
  if (name !== 'FlateDecode' && name !== 'Fl') throw new UnsupportedPdf(`filter ${name}`);
  let parms = resolve(dict.raw('DecodeParms') ?? dict.raw('DP'));
  if (Array.isArray(parms)) parms = resolve(parms[0]);
  const data = inflate(encoded, budget);
  if (!(parms instanceof PdfDict)) return data;
  const predictor = numberOr(resolve(parms.raw('Predictor')), 1);
  if (predictor <= 1) return data;
  if (predictor < 10) throw new UnsupportedPdf(`predictor ${predictor}`);
  const columns = numberOr(resolve(parms.raw('Columns')), 1);
  const colors = numberOr(resolve(parms.raw('Colors')), 1);
  const bits = numberOr(resolve(parms.raw('BitsPerComponent')), 8);
  if (
    columns < 1 ||
    columns > 1 << 16 ||
    colors < 1 ||
    colors > 32 ||
    ![1, 2, 4, 8, 16].includes(bits)
  )
    throw new UnsupportedPdf('odd predictor parameters');
  return undoPngPredictor(data, columns, colors, bits);
}
