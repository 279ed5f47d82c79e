import type { ResumeBody } from '../generate/resume-data';
import { resumeBlocks, type ResumeBlock } from './resume-blocks';
import { DOCX_TEXT_WIDTH, docxRun, packDocx } from './pack-docx';
import { ENTRY_SPACE, RESUME_NUMBERING, RESUME_STYLES } from './docx-resume-styles';

const paragraph = (pPr: string, runs: string) =>
  `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${runs}</w:p>`;

/** One block as a Word paragraph; `next` and `previous` decide keeping and spacing. */
function blockXml(block: ResumeBlock, previous?: ResumeBlock, next?: ResumeBlock): string {
  switch (block.type) {
    case 'name':
      return paragraph('<w:pStyle w:val="Title"/>', docxRun(block.text));
    case 'contact':
      return paragraph('<w:pStyle w:val="Contact"/>', docxRun(block.text));
    case 'heading':
      return paragraph('<w:pStyle w:val="Heading1"/>', docxRun(block.text));
    case 'bullet':
      return paragraph('<w:pStyle w:val="ListBullet"/>', docxRun(block.text));
    case 'paragraph':
      return paragraph('', docxRun(block.text));
    case 'entry': {
      // Word's own keep-with-next holds a header on the page of its first bullet; the right tab
      // stop at the text's width sets the dates flush with the right margin on the same line.
      const keep = next?.type === 'bullet' ? '<w:keepNext/>' : '';
      const space =
        previous && previous.type !== 'heading' ? `<w:spacing w:before="${ENTRY_SPACE}"/>` : '';
      const tabs = `<w:tabs><w:tab w:val="right" w:pos="${DOCX_TEXT_WIDTH}"/></w:tabs>`;
      const dates = block.dates ? `<w:r><w:tab/></w:r>${docxRun(block.dates)}` : '';
      return paragraph(`${keep}${tabs}${space}`, `${docxRun(block.text, true)}${dates}`);
    }
  }
}

/**
 * The resume as a Word document (DOCX) from the same blocks as the PDF: the name as Title,
 * headings as Heading1, entry headers bold with their dates on a right tab stop, achievements
 * as a real bullet list. A blank name leaves the Title out rather than print a placeholder.
 */
export async function renderResumeDocx(body: ResumeBody): Promise<Uint8Array> {
  const blocks = resumeBlocks(body).filter(
    (b) => b.text.trim() || (b.type === 'entry' && b.dates.trim()),
  );
  const xml = blocks.map((block, i) => blockXml(block, blocks[i - 1], blocks[i + 1])).join('');
  return packDocx(xml, RESUME_STYLES, RESUME_NUMBERING);
}
