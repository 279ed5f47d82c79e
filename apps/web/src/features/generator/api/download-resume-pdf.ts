import type { ResumeInput } from '@resumerank/contract/generator';
import { downloadResumeFile } from './download-resume-file';

/** POST /resume-generator/generate-pdf and saves {Name}_ATS_Resume.pdf; resolves with its name. */
export function downloadResumePdf(data: ResumeInput): Promise<string> {
  return downloadResumeFile('/resume-generator/generate-pdf', data, 'pdf');
}
