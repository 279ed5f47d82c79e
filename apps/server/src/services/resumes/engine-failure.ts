import { AppError } from '../../errors/app-error';
import { INVALID_FILE_TYPE_MESSAGE } from '@resumerank/contract/resumes';

/** The API error for a document the engine could not read, with the engine's reason. */
export function engineFailure(code: string, message: string): AppError {
  if (code === 'UNSUPPORTED_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE_MESSAGE);
  // A scan past the OCR bounds (pages, pixels) is too large to read, whatever its bytes.
  if (code === 'SCAN_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', message);
  // A file with no experience to write from: the generator's details form is the next step.
  if (code === 'NO_EXPERIENCE')
    return new AppError('VALIDATION_ERROR', message, { errors: [{ field: 'facts', message }] });
  return new AppError('VALIDATION_ERROR', message, { errors: [{ field: 'file', message }] });
}
