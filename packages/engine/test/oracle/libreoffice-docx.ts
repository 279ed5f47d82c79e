import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DONE = '.done';

/**
 * DOCX files as LibreOffice writes them, made from one zoo seed's files: its DOC files (Word's
 * own layouts, saved again as DOCX) and its PDF files (imported as drawings and frames, the
 * hardest DOCX a converter writes). Made once into `<zoo seed>/libreoffice-docx`, in a scratch
 * folder renamed into place so concurrent runs never see half of it.
 */
export async function libreofficeDocx(soffice: string, seedDir: string): Promise<string[]> {
  const out = path.join(seedDir, 'libreoffice-docx');
  if (!existsSync(path.join(out, DONE))) {
    const scratch = `${out}.${process.pid}.tmp`;
    await rm(scratch, { recursive: true, force: true });
    const names = await readdir(seedDir);
    const profile = pathToFileURL(path.join(scratch, 'profile')).href;
    for (const [ext, filter, prefix] of [
      ['.doc', null, 'doc'],
      ['.pdf', 'writer_pdf_import', 'pdf'],
    ] as const) {
      const files = names.filter((n) => n.endsWith(ext) && !n.endsWith('.word.pdf'));
      const outDir = path.join(scratch, prefix);
      await run(
        soffice,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          ...(filter ? [`--infilter=${filter}`] : []),
          '--convert-to',
          'docx:MS Word 2007 XML',
          '--outdir',
          outDir,
          ...files.map((f) => path.join(seedDir, f)),
        ],
        { timeout: 10 * 60_000, maxBuffer: 16 * 1024 * 1024 },
      );
      for (const made of await readdir(outDir))
        await rename(path.join(outDir, made), path.join(scratch, `${prefix}-${made}`));
      await rm(outDir, { recursive: true, force: true });
    }
    await rm(path.join(scratch, 'profile'), { recursive: true, force: true });
    await writeFile(path.join(scratch, DONE), '');
    await rm(out, { recursive: true, force: true });
    // Another run may have renamed its copy in meanwhile: then its copy is as good as ours.
    await rename(scratch, out).catch(() => rm(scratch, { recursive: true, force: true }));
  }
  return (await readdir(out)).filter((n) => n.endsWith('.docx')).map((n) => path.join(out, n));
}
