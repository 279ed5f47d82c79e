import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

let pdfium: Promise<WrappedPdfiumModule> | undefined;

/** PDFium's WebAssembly build, loaded once per thread from the package's own .wasm file. */
export function loadPdfium(): Promise<WrappedPdfiumModule> {
  pdfium ??= (async () => {
    const wasm = await readFile(
      createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'),
    );
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    const module = await init({ wasmBinary: wasmBinary as ArrayBuffer });
    module.PDFiumExt_Init();
    return module;
  })();
  return pdfium;
}

/** The module's memory as bytes; asked for each time, since the memory (and the view) grows. */
export function pdfiumHeap(m: WrappedPdfiumModule): Uint8Array {
  return (m.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
}
