// pdfjs-dist ships no types for its worker module; the engine only imports it for its effect
// (it registers globalThis.pdfjsWorker, which pdf.js then uses in this thread).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
