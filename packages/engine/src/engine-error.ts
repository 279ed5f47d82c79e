import { OCR_BOUNDS } from './ocr/ocr-bounds';

/** Why the engine could not read or score a document; each code has a message a person can act on. */
export type EngineErrorCode =
  | 'UNSUPPORTED_TYPE'
  | 'EMPTY_DOCUMENT'
  | 'NO_TEXT_LAYER'
  | 'ENCRYPTED'
  | 'MALFORMED'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  /** A scan past OCR_BOUNDS: too many scanned pages, or an image with too many pixels. */
  | 'SCAN_TOO_LARGE'
  /** Text recognition found no words in the scan. */
  | 'SCAN_UNREADABLE'
  /** The generator's truth audit found a line it could not trace: it refuses to answer. */
  | 'UNTRACEABLE';

const messages: Record<EngineErrorCode, string> = {
  UNSUPPORTED_TYPE: 'Invalid file type. Please select: PDF, DOC, DOCX, TXT',
  EMPTY_DOCUMENT: 'The file has no readable text. Please upload a resume with text in it.',
  NO_TEXT_LAYER:
    'This PDF has no text layer (it looks like a scan or an image). Please upload a PDF exported from a word processor, or a DOCX.',
  ENCRYPTED: 'The file is password-protected. Please remove the password and upload it again.',
  MALFORMED: 'The file is damaged or not a valid document. Please export it again and retry.',
  TOO_LARGE: 'The document is too large to read (too many pages or too much content).',
  TIMEOUT: 'Reading the document took too long. Please upload a simpler file.',
  SCAN_TOO_LARGE: `The scan is too large to read: at most ${OCR_BOUNDS.maxPages} scanned pages, each at most ${OCR_BOUNDS.maxPixelsPerPage / 1e6} million pixels (a page at 300 DPI). Please upload fewer pages or a smaller image, or a PDF with text.`,
  SCAN_UNREADABLE:
    'No text could be recognised in the scan. Please upload a sharper scan (300 DPI), or a PDF exported from a word processor, or a DOCX.',
  UNTRACEABLE:
    'We could not write a resume from this file that we can trace line by line to yours, so we wrote none. Please try another format of your resume (DOCX or PDF).',
};

/** An error the engine raises on purpose, with a stable code and a user-facing message. */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string = messages[code],
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
