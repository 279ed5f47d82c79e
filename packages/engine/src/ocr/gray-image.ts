/** A grey page image: one byte per pixel, 0 black to 255 white, row after row. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}
