import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How many pages one soffice start converts: its start costs seconds, a page a fraction. */
const BATCH = 200;

/**
 * Converts each HTML page to DOCX with LibreOffice Writer (not Writer/Web, whose DOCX is a web
 * page in a box), as a person saving a themed resume for an application form would. `jobs` maps
 * each HTML file to its DOCX; the pages are staged under numbers, since many share a name.
 */
export async function htmlToDocx(
  soffice: string,
  jobs: Array<{ html: string; docx: string }>,
): Promise<void> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'scale-office-'));
  try {
    // A profile of our own, so a LibreOffice someone else is running is neither used nor locked.
    const profile = pathToFileURL(path.join(stage, 'profile')).href;
    for (let from = 0; from < jobs.length; from += BATCH) {
      const batch = jobs.slice(from, from + BATCH);
      const staged = batch.map((_, i) => path.join(stage, `${from + i}.html`));
      for (const [i, job] of batch.entries()) await copyFile(job.html, staged[i]!);
      await run(
        soffice,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          '--infilter=HTML (StarWriter)',
          '--convert-to',
          'docx:MS Word 2007 XML',
          '--outdir',
          path.join(stage, 'out'),
          ...staged,
        ],
        { timeout: 30 * 60_000, maxBuffer: 16 * 1024 * 1024 },
      );
      for (const [i, job] of batch.entries()) {
        const made = path.join(stage, 'out', `${from + i}.docx`);
        // A page LibreOffice could not convert has no DOCX; the eval counts it as not made.
        if (existsSync(made)) await rename(made, job.docx);
      }
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
