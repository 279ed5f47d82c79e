import { MAX_FILE_SIZE_BYTES } from './constants';

const ACCEPTED: Record<string, string[]> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: ['text/plain'],
  // OpenDocument text (LibreOffice): read like Word files, though SPEC's list names Word's only.
  odt: ['application/vnd.oasis.opendocument.text'],
  // Scans, read by text recognition.
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
};

/** The file picker's accept list (PNG and JPEG: scans, read by text recognition). */
export const FILE_ACCEPT =
  '.pdf,.doc,.docx,.odt,.txt,.png,.jpg,.jpeg,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,text/plain,image/png,image/jpeg';

/** SPEC.md 5's client check of a chosen file: its type and its size. Null when it is fine. */
export function fileProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    Boolean(ACCEPTED[extension]) ||
    Object.values(ACCEPTED).some((types) => types.includes(file.type));
  if (!typeOk) return 'Invalid file type. Please select: PDF, DOC, DOCX, TXT';
  if (file.size > MAX_FILE_SIZE_BYTES) return 'File size must be less than 10MB';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
