import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { addOfficeFormats, findSoffice } from './office-formats';
import { writeZooFiles, type ZooLabels } from './write-zoo-files';

/** The seeds the zoo test and report read: six people, careers and date styles. */
export const ZOO_SEEDS = [1, 2, 3, 4, 5, 6];

const here = import.meta.dirname;
const CACHE_ROOT = path.join(os.tmpdir(), 'resumerank-zoo');
const OFFICE_DONE = '.office-done';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Files that read the zoo rather than write it: changing them keeps the cached files. */
const READER_SIDE = new Set([
  'compare-reading.ts',
  'read-zoo-file.ts',
  'report-zoo.ts',
  'cached-ocr.ts',
  'scan-vs-text.ts',
  'report-ocr-zoo.ts',
]);

/** A hash of everything the files depend on: the generator's sources and the writers' versions. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(here))
      .filter((f) => f.endsWith('.ts') && !READER_SIDE.has(f))
      .map((f) => path.join(here, f)),
    path.join(here, '../fuzz/seeded-random.ts'),
    path.join(here, '../fixtures/render-pdf.ts'),
  ].sort();
  for (const file of files) hash.update(file.slice(here.length)).update(await readFile(file));
  // docx does not export its package.json, so each writer's is found above its entry file.
  const require = createRequire(import.meta.url);
  for (const pkg of ['docx', 'pdfkit']) {
    let dir = path.dirname(require.resolve(pkg));
    while (!existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== pkg)
      dir = path.dirname(dir);
    hash.update(await readFile(path.join(dir, 'package.json')));
  }
  return hash.digest('hex').slice(0, 16);
}

/** soffice, installed first by scripts/ensure-libreoffice.mjs when missing and installable. */
function officeOrNull(): string | null {
  const found = findSoffice();
  if (found) return found;
  const script = path.resolve(here, '../../../../scripts/ensure-libreoffice.mjs');
  spawnSync(process.execPath, [script], { stdio: 'inherit' });
  return findSoffice();
}

/** Removes zoos of other sources that nobody touched for a day (other worktrees may use newer ones). */
async function pruneOld(keep: string): Promise<void> {
  for (const name of await readdir(CACHE_ROOT).catch(() => [])) {
    const dir = path.join(CACHE_ROOT, name);
    if (name !== keep && Date.now() - (await stat(dir)).mtimeMs > DAY_MS)
      await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The zoo of `seeds`, written once into a cache folder keyed by the generator's sources, so
 * later runs only read labels.json. The DOC and Word-made PDF files are included whenever
 * LibreOffice is there or can be installed; `office` says whether they are. Each seed is
 * written to a scratch folder and renamed into place, so concurrent runs never see half a zoo.
 */
export async function ensureZoo(
  seeds: number[] = ZOO_SEEDS,
): Promise<{ dirs: string[]; labels: ZooLabels[]; office: boolean }> {
  const key = await sourceHash();
  const root = path.join(CACHE_ROOT, key);
  await mkdir(root, { recursive: true });
  await pruneOld(key);
  const dirs = seeds.map((s) => path.join(root, `seed-${s}`));
  // Looked up at most once (it may install LibreOffice), and only when a seed needs it.
  let looked: { soffice: string | null } | null = null;
  const office = () => (looked ??= { soffice: officeOrNull() }).soffice;
  const missing: number[] = [];
  for (const [i, dir] of dirs.entries()) {
    if (!existsSync(path.join(dir, 'labels.json'))) missing.push(i);
    else if (!existsSync(path.join(dir, OFFICE_DONE)) && office()) missing.push(i);
  }
  if (missing.length) {
    const soffice = office();
    const scratch = missing.map((i) => `${dirs[i]}.${process.pid}.tmp`);
    for (const [n, i] of missing.entries())
      await writeZooFiles(seeds[i]!, scratch[n]!, { office: soffice !== null });
    if (soffice) {
      await addOfficeFormats(soffice, scratch);
      for (const dir of scratch) await writeFile(path.join(dir, OFFICE_DONE), '');
    }
    for (const [n, i] of missing.entries()) {
      await rm(dirs[i]!, { recursive: true, force: true });
      // Another run may have renamed its copy in meanwhile: then its copy is as good as ours.
      await rename(scratch[n]!, dirs[i]!).catch(() =>
        rm(scratch[n]!, { recursive: true, force: true }),
      );
    }
  }
  const labels = await Promise.all(
    dirs.map(
      async (d) => JSON.parse(await readFile(path.join(d, 'labels.json'), 'utf8')) as ZooLabels,
    ),
  );
  return { dirs, labels, office: dirs.every((d) => existsSync(path.join(d, OFFICE_DONE))) };
}
