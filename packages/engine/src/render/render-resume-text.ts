import type { ResumeBody } from '../generate/resume-data';
import { resumeBlocks } from './resume-blocks';

/**
 * The resume as plain text: headings in capitals, each entry's header with its dates on the next
 * line, achievements as '- ' items. The ATS score of a generated resume is taken on this text.
 */
export function renderResumeText(data: ResumeBody): string {
  const out: string[] = [];
  for (const block of resumeBlocks(data)) {
    switch (block.type) {
      case 'heading':
        out.push('', block.text.toUpperCase());
        break;
      case 'entry':
        out.push('', ...[block.text, block.dates].filter(Boolean));
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
