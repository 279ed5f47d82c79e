import { OCR_BOUNDS } from './ocr/ocr-bounds';
import type { DocumentFormat } from './types';

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
  /** The generator found no role and no experience-like lines to write from. */
  | 'NO_EXPERIENCE';

// Where to send a person whose file showed no experience: never back to the kind they sent.
const OTHER_FORMATS: Partial<Record<DocumentFormat, string>> = {
  pdf: 'a Word file (DOCX) or plain text (TXT)',
  docx: 'a PDF or plain text (TXT)',
  doc: 'a PDF or a Word file (DOCX)',
  txt: 'a PDF or a Word file (DOCX)',
  json: 'a PDF or a Word file (DOCX)',
  png: 'a PDF exported from a word processor or a Word file (DOCX)',
  jpeg: 'a PDF exported from a word processor or a Word file (DOCX)',
};

/**
 * The generator's refusal of a file with no experience to write from, with what to do next:
 * type the roles in, or send the resume as a kind of file other than `format`.
 */
export function noExperienceMessage(format?: DocumentFormat): string {
  const other = format ? OTHER_FORMATS[format] : undefined;
  return (
    'We could not read any role (a job title with its employer or dates) in this file, so there is nothing of yours to write from. ' +
    `Please remove the file and type your roles into the form${other ? `, or upload your resume as ${other}` : ''}.`
  );
}

const messages: Record<EngineErrorCode, string> = {
  UNSUPPORTED_TYPE: 'Invalid file type. Please select: PDF, DOC, DOCX, TXT',
  EMPTY_DOCUMENT: 'The file has no readable text. Please upload a resume with text in it.',
  NO_TEXT_LAYER:
    'This PDF has no text layer (it looks like a scan or an image). Please upload a PDF exported from a word processor, or a DOCX.',
  ENCRYPTED: 'The file is password-protected. Please remove the password and upload it again.',
  MALFORMED: 'The file is damaged or not a valid document. Please export it again and retry.',
  TOO_LARGE: 'The document is too large to read (too many pages or too much content).',
  TIMEOUT: 'Reading the document took too long. Please upload a simpler file.',
  SCAN_TOO_LARGE: `The scan is too large to read: a scanned page may have at most ${OCR_BOUNDS.maxPixelsPerPage / 1e6} million pixels (a page at 300 DPI) and ${OCR_BOUNDS.maxSidePixels.toLocaleString('en-US')} pixels a side. Please upload a smaller image, or a PDF with text.`,
  SCAN_UNREADABLE:
    'No text could be recognised in the scan. Please upload a sharper scan (300 DPI), or a PDF exported from a word processor, or a DOCX.',
  NO_EXPERIENCE: noExperienceMessage(),
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
