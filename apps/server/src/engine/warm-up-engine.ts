import { analyzeResume } from '@resumerank/engine/analyze-resume';
import { generateResume } from '@resumerank/engine/generate/generate-resume';
import type { ResumeBody } from '@resumerank/engine/generate/resume-data';
import { renderResumeDocx } from '@resumerank/engine/render/render-resume-docx';
import { renderResumePdf } from '@resumerank/engine/render/render-resume-pdf';
import { renderResumeText } from '@resumerank/engine/render/render-resume-text';
import PDFDocument from 'pdfkit';

// A small resume of our own: enough to make every reader, the dictionary, the language model
// and the skill matchers load, and nothing anyone sent.
const WARM_UP_BODY: ResumeBody = {
  personal_info: { name: 'Warm Up', email: 'warm.up@example.com', phone: '', location: '' },
  professional_summary: 'Data analyst who builds SQL reports.',
  core_competencies: ['SQL'],
  experience: [
    {
      title: 'Data Analyst',
      company: 'Example Company',
      duration: 'Jan 2020 – Present',
      achievements: ['Built SQL reports used by 12 managers every week'],
    },
    // A title only ESCO's table knows, so the match loads that table too.
    {
      title: 'Photographer',
      company: 'Example Studio',
      duration: 'Jun 2018 – Dec 2019',
      achievements: ['Shot 40 weddings a year'],
    },
  ],
  education: ['B.S. Statistics, State University, 2019'],
  skills: ['SQL', 'Python'],
};

/**
 * Loads the engine before the first person's file arrives: renders the warm-up resume as PDF
 * and DOCX, scores both and writes a resume for a job from one, so the first upload after a
 * start is as fast as the tenth. Resolves when done; a failure only means a slower first upload.
 */
export async function warmUpEngine(): Promise<void> {
  const job = {
    description: 'Data Analyst\nRequirements\n- SQL and Python\n- Power BI',
    today: new Date(),
  };
  const helvetica = await standardFontPdf(renderResumeText(WARM_UP_BODY));
  // One pass loads the modules; a few more let V8 compile the hot paths (reading, parsing,
  // scoring, matching) to optimized code, which a single pass does not, so the first person's
  // file does not run through the interpreter.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    const pdf = await renderResumePdf(WARM_UP_BODY);
    const docx = await renderResumeDocx(WARM_UP_BODY);
    await analyzeResume(docx);
    // A PDF in a standard font that is not embedded goes to the second PDF reader: warm it too.
    await analyzeResume(helvetica, { job });
    const { document, parsed } = await analyzeResume(pdf, { job });
    generateResume({
      jobDescription: job.description,
      resume: { parsed, text: document.text, lines: document.lines },
    });
  }
}

/** The text as a PDF in pdfkit's default font, Helvetica, which is referenced, not embedded. */
function standardFontPdf(text: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ margin: 50 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.fontSize(10).text(text);
  doc.end();
  return done;
}

/** Passes over the warm-up resume at start; `npm run bench -- upload` shows the effect. */
const WARM_UP_ROUNDS = 4;
