/** Operand sizes by the sprm's spra field (bits 13-15); 6 is variable-length. */
const SIZES = [1, 1, 2, 4, 2, 2, -1, 3];
/** sprmPChgTabs: its variable operand has its own size rule, and 255 means a longer form. */
const CHANGE_TABS = 0xc615;

/**
 * The properties (sprm, operand) of a grpprl, in order. A variable operand gives its size in
 * its first byte; sprmTDefTable's two-byte size reads the same for the sizes Word writes. Stops
 * at the first property it cannot size or that runs past the end, keeping those before it.
 */
export function readSprms(bytes: Uint8Array): { sprm: number; operand: Uint8Array }[] {
  const out: { sprm: number; operand: Uint8Array }[] = [];
  let at = 0;
  while (at + 2 <= bytes.length) {
    const sprm = bytes[at]! | (bytes[at + 1]! << 8);
    at += 2;
    let size = SIZES[sprm >> 13]!;
    if (size < 0) {
      if (at >= bytes.length || (sprm === CHANGE_TABS && bytes[at] === 255)) break;
      size = bytes[at]! + 1;
    }
    if (at + size > bytes.length) break;
    out.push({ sprm, operand: bytes.subarray(at, at + size) });
    at += size;
  }
  return out;
}
