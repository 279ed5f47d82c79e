import type { FastifyRequest } from 'fastify';
import { FILE_TOO_LARGE_MESSAGE } from '@resumerank/contract/resumes';
import { AppError } from '../errors/app-error';

export interface UploadedFile {
  filename: string | undefined;
  bytes: Uint8Array;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form with at most one file. The size limit is enforced while streaming, so
 * an oversized file is refused without being held in memory whole.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  fileField: string,
  options: { required?: boolean } = { required: true },
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Uint8Array } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
        if (part.fieldname === fileField && !file)
          file = { filename: part.filename, bytes: new Uint8Array(bytes) };
      } else {
        // A field past the form's size limit arrives cut short; reading it as sent would give,
        // say, half a JSON document, so it is refused by name instead.
        if (part.valueTruncated) {
          const message = 'This field is too long.';
          throw new AppError('VALIDATION_ERROR', message, {
            errors: [{ field: part.fieldname, message }],
          });
        }
        // A part sent as application/json arrives already parsed: keep it as the JSON text.
        fields[part.fieldname] =
          part.value !== null && typeof part.value === 'object'
            ? JSON.stringify(part.value)
            : String(part.value ?? '');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_REQUEST', 'Send one file at a time.');
    }
    if (error instanceof AppError) throw error;
    // Anything else here is the multipart parser refusing the body (no boundary, a part cut
    // short, a broken part header): the client's fault, not a server error.
    throw new AppError('BAD_REQUEST', 'Malformed multipart form.', { cause: error });
  }
  if (!file || file.bytes.length === 0) {
    if (options.required !== false) {
      const message = file ? 'The file is empty.' : 'Please choose a file to upload.';
      throw new AppError('VALIDATION_ERROR', message, { errors: [{ field: fileField, message }] });
    }
    return { filename: undefined, bytes: new Uint8Array(), fields };
  }
  return { ...file, fields };
}
