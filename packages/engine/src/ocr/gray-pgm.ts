/**
 * Encodes 32-bit blue-green-red pixels (PDFium's bitmap layout) as an 8-bit grey PGM image,
 * the simplest format tesseract.js reads: a short text header, then one byte per pixel.
 */
export function grayPgm(bgra: Uint8Array, width: number, height: number, stride: number) {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  let o = header.length;
  for (let y = 0; y < height; y += 1) {
    for (let i = y * stride, end = i + width * 4; i < end; i += 4) {
      // ITU-R BT.601 luma weights.
      out[o++] = (bgra[i]! * 29 + bgra[i + 1]! * 150 + bgra[i + 2]! * 77) >> 8;
    }
  }
  return out;
}
