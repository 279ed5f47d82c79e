import type { ResumeInput } from '@resumerank/contract/generator';
import { downloadResumeFile } from './download-resume-file';

/**
 * POST /resume-generator/generate-txt and saves {Name}_ATS_Resume.txt; resolves with its name.
 * The server renders it from the same blocks as the PDF and Word files, so all three agree.
 */
export function downloadResumeTxt(data: ResumeInput): Promise<string> {
  return downloadResumeFile('/resume-generator/generate-txt', data, 'txt');
}
