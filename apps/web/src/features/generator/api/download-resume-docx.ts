import type { ResumeInput } from '@resumerank/contract/generator';
import { downloadResumeFile } from './download-resume-file';

/** POST /resume-generator/generate-docx and saves {Name}_ATS_Resume.docx; resolves with its name. */
export function downloadResumeDocx(data: ResumeInput): Promise<string> {
  return downloadResumeFile('/resume-generator/generate-docx', data, 'docx');
}
