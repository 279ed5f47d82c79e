import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where LibreOffice's soffice is: on PATH, or in the usual install folders; null if nowhere. */
export function findSoffice(): string | null {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [
    ...dirs.map((d) => path.join(d, 'soffice')),
    '/usr/lib/libreoffice/program/soffice',
    '/opt/libreoffice/program/soffice',
    '/Applications/LibreOffice.app/Contents/MacOS/soffice',
  ];
  return candidates.find((c) => existsSync(c)) ?? null;
}

/**
 * Converts every DOCX in `dirs` to DOC, ODT and PDF with LibreOffice headless: one soffice start
 * per target format for all of them (each start costs seconds). Results land beside their DOCX
 * as `<name>.doc`, `<name>.odt` and `<name>.word.pdf`.
 */
export async function addOfficeFormats(soffice: string, dirs: string[]): Promise<void> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'zoo-office-'));
  try {
    // Files of different folders share names, so each is staged under its folder's number.
    const staged: Array<{ file: string; dir: string; base: string }> = [];
    for (const [i, dir] of dirs.entries()) {
      for (const name of (await readdir(dir)).filter((n) => n.endsWith('.docx'))) {
        const file = path.join(stage, `${i}__${name}`);
        await copyFile(path.join(dir, name), file);
        staged.push({ file, dir, base: name.slice(0, -'.docx'.length) });
      }
    }
    if (staged.length === 0) return;
    // A profile of our own, so a LibreOffice someone else is running is neither used nor locked.
    const profile = pathToFileURL(path.join(stage, 'profile')).href;
    for (const [target, ext] of [
      ['doc:MS Word 97', '.doc'],
      ['odt:writer8', '.odt'],
      ['pdf:writer_pdf_Export', '.word.pdf'],
    ] as const) {
      const outDir = path.join(stage, ext.replace(/\./g, ''));
      await run(
        soffice,
        [
          `-env:UserInstallation=${profile}`,
          '--headless',
          '--norestore',
          '--convert-to',
          target,
          '--outdir',
          outDir,
          ...staged.map((s) => s.file),
        ],
        { timeout: 15 * 60_000, maxBuffer: 16 * 1024 * 1024 },
      );
      const made = target.split(':')[0]!;
      for (const s of staged) {
        const from = path.join(outDir, `${path.basename(s.file, '.docx')}.${made}`);
        if (!existsSync(from)) throw new Error(`LibreOffice did not write ${s.base}${ext}`);
        await rename(from, path.join(s.dir, `${s.base}${ext}`));
      }
    }
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
