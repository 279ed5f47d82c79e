import type { ResumeBody } from '../generate/resume-data';
import { resumeBlocks } from './resume-blocks';

/**
 * The resume as plain text: headings in capitals, each entry's header with its dates at the end
 * of the same line, achievements as '- ' items. The ATS score of a generated resume is taken on
 * this text.
 */
export function renderResumeText(data: ResumeBody): string {
  const out: string[] = [];
  for (const block of resumeBlocks(data)) {
    switch (block.type) {
      case 'heading':
        out.push('', block.text.toUpperCase());
        break;
      case 'entry':
        // The dates on the header's own line, as the PDF and DOCX set them: a header alone above
        // its dates that opens like a deed ('Certified Public Accountant', 'Volunteer',
        // 'Research Intern, …') reads back as the last role's achievement. The spaces read as
        // one, so every download reads back to the same header.
        out.push('', [block.text, block.dates].filter(Boolean).join('   '));
        break;
      case 'bullet':
        out.push(`- ${block.text}`);
        break;
      default:
        out.push(block.text);
    }
  }
  return out.join('\n').trim();
}
