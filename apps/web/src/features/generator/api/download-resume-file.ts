import type { ResumeInput } from '@resumerank/contract/generator';
import { TIMEOUTS } from '../../../config/constants';
import { apiClient } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The file name the server chose, else the person's name plus the ATS-resume suffix. */
function filenameFrom(disposition: string | undefined, name: string, extension: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  if (match) return match[1]!;
  const safe = name
    .replace(/\[.*?\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
  return `${safe || 'Resume'}_ATS_Resume.${extension}`;
}

/** Posts the resume data to an export endpoint (60 s) and saves the file; resolves with its name. */
export async function downloadResumeFile(
  path: string,
  data: ResumeInput,
  extension: 'pdf' | 'docx' | 'txt',
): Promise<string> {
  const res = await apiClient.post<Blob>(path, data, {
    timeout: TIMEOUTS.pdf,
    responseType: 'blob',
  });
  const filename = filenameFrom(
    res.headers['content-disposition'] as string | undefined,
    data.personal_info.name,
    extension,
  );
  saveBlob(res.data, filename);
  return filename;
}
