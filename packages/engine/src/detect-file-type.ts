import type { DocumentFormat } from './types';
import { imageFormat } from './ocr/image-size';

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK..
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Whether the bytes decode as UTF-8 text without control characters (a TXT or Markdown file). */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch (error) {
    // A multi-byte character cut at the sample's end is still text.
    if (sample.length < bytes.length) {
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(
          sample.subarray(0, sample.length - 4),
        );
      } catch {
        return false;
      }
    } else {
      void error;
      return false;
    }
  }
  let control = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) control += 1;
  }
  return control <= text.length * 0.001;
}

/** Whether a zip container holds a Word document (word/document.xml among its names). */
function isDocx(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(
    bytes.subarray(0, Math.min(bytes.length, 4 * 1024 * 1024)),
  );
  return (
    head.includes('word/document.xml') ||
    (head.includes('[Content_Types].xml') && head.includes('word/'))
  );
}

/** Whether a zip container is an OpenDocument text (its first entry, mimetype, says so). */
function isOdt(bytes: Uint8Array): boolean {
  // The format stores "mimetype" first and uncompressed, so its value sits at a fixed place.
  const head = new TextDecoder('latin1').decode(bytes.subarray(30, 30 + 8 + 39));
  return head === 'mimetypeapplication/vnd.oasis.opendocument.text';
}

/**
 * Decides a document's kind from its bytes, never its name: PDF by its header (allowing some
 * leading junk, as readers do), DOCX by a zip holding word/, ODT by its mimetype entry, DOC by the OLE compound header,
 * PNG and JPEG scans by their magic numbers, JSON Resume and plain text by decoding. Null means
 * not a kind we read.
 */
export function detectFileType(bytes: Uint8Array): DocumentFormat | null {
  if (bytes.length === 0) return null;
  const pdfAt = bytes.subarray(0, 1024).findIndex((_, i, arr) => startsWith(arr, PDF, i));
  if (pdfAt >= 0) return 'pdf';
  if (startsWith(bytes, ZIP)) return isDocx(bytes) ? 'docx' : isOdt(bytes) ? 'odt' : null;
  if (startsWith(bytes, OLE)) return 'doc';
  const image = imageFormat(bytes);
  if (image) return image;
  if (!looksLikeText(bytes)) return null;
  const start = new TextDecoder()
    .decode(bytes.subarray(0, 200))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('{') ? 'json' : 'txt';
}
