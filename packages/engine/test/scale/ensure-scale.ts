// The scale corpus, made once and cached in the temp folder: each person's JSON Resume through
// every theme as PDF, DOCX, TXT and double-spaced TXT, and through our Markdown template, with
// labels. The cache is keyed by the writer's sources and the themes' versions, and each person's
// folder by their file's content, so a growing people folder only renders the newcomers.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StructureLabel } from '../../src/cli/match-structure';
import { htmlToDocx } from './html-to-docx';
import { printWithChromium, type PrintJob } from './print-with-chromium';
import { scaleLabel } from './scale-labels';
import { peopleDir } from './scale-people';
import { scaleThemes, themeVersions } from './scale-themes';
import { spacedText } from './spaced-text';
import { themeHabits } from './theme-habits';
import { writePersonPages } from './write-person-pages';
import { findScaleTools } from './find-scale-tools';

const here = import.meta.dirname;
const CACHE_ROOT = path.join(os.tmpdir(), 'resumerank-scale');
const OFFICE_DONE = '.office-done';
/** Files that read the corpus rather than write it: changing them keeps the cached files. */
const READER_SIDE = /^(evaluate|print|run|check|write-scale-floor|scale-figures)/;

/** What one person's folder holds: the labels of each theme's page, and themes that threw. */
export interface PersonLabels {
  id: string;
  labels: Record<string, StructureLabel>;
  failed: Record<string, string>;
}

/** A hash of everything the files depend on: this folder's writers, the labeller, the themes. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(here))
      .filter((f) => f.endsWith('.ts') && !READER_SIDE.test(f))
      .map((f) => path.join(here, f)),
    path.join(here, '../../src/cli/match-structure.ts'),
  ].sort();
  for (const file of files) hash.update(path.basename(file)).update(await readFile(file));
  for (const version of await themeVersions()) hash.update(version);
  return hash.digest('hex').slice(0, 16);
}

/** A person's folder name: their id and a hash of their file, so an edited file renders anew. */
async function personKey(id: string, dir: string): Promise<string> {
  const bytes = await readFile(path.join(dir, `${id}.json`));
  return `${id}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
}

/** Renders the people in `missing` (id and final folder) into scratch folders, then moves them. */
async function renderPeople(
  missing: Array<{ id: string; dir: string }>,
  people: string,
  chromium: string,
): Promise<void> {
  const themes = scaleThemes();
  const habits = new Map(
    await Promise.all(themes.map(async (t) => [t.name, await themeHabits(t)] as const)),
  );
  const jobs: PrintJob[] = [];
  const written = [];
  for (const { id, dir } of missing) {
    const scratch = `${dir}.${process.pid}.tmp`;
    await rm(scratch, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    const pages = await writePersonPages(path.join(people, `${id}.json`), scratch, themes);
    for (const theme of pages.rendered) {
      const base = path.join(scratch, theme);
      jobs.push({ html: `${base}.html`, pdf: `${base}.pdf`, txt: `${base}.txt` });
    }
    written.push({ id, dir, scratch, pages });
  }
  const unprinted = await printWithChromium(chromium, jobs);
  for (const { id, dir, scratch, pages } of written) {
    const labels: Record<string, StructureLabel> = {};
    for (const theme of pages.rendered) {
      const html = path.join(scratch, `${theme}.html`);
      if (unprinted.has(html)) {
        pages.failed[theme] = `Chromium: ${unprinted.get(html)}`;
        // Without its PDF and text the page is left out of every format, DOCX included.
        await rm(html);
        continue;
      }
      const text = await readFile(path.join(scratch, `${theme}.txt`), 'utf8');
      await writeFile(path.join(scratch, `${theme}.spaced.txt`), spacedText(text));
      labels[theme] = scaleLabel(pages.resume, text, habits.get(theme)!);
    }
    if (!pages.failed.markdown) {
      const markdown = await readFile(path.join(scratch, 'markdown.md'), 'utf8');
      labels.markdown = scaleLabel(pages.resume, markdown, { namesOpenEnd: true });
    }
    const record: PersonLabels = { id, labels, failed: pages.failed };
    await writeFile(path.join(scratch, 'labels.json'), `${JSON.stringify(record, null, 1)}\n`);
    await rm(dir, { recursive: true, force: true });
    // Another run may have renamed its copy in meanwhile: then its copy is as good as ours.
    await rename(scratch, dir).catch(() => rm(scratch, { recursive: true, force: true }));
  }
}

/** Adds the DOCX of every themed page in `dirs` that lacks it, in as few soffice starts as can be. */
async function addDocx(dirs: string[], soffice: string): Promise<void> {
  const todo = dirs.filter((d) => !existsSync(path.join(d, OFFICE_DONE)));
  const jobs = [];
  for (const dir of todo)
    for (const name of (await readdir(dir)).filter((f) => f.endsWith('.html')))
      jobs.push({
        html: path.join(dir, name),
        docx: path.join(dir, name.replace(/html$/, 'docx')),
      });
  await htmlToDocx(soffice, jobs);
  for (const dir of todo) await writeFile(path.join(dir, OFFICE_DONE), '');
}

/**
 * The scale corpus of the people `ids` (from `people`, the repository's folder by default): the
 * folder of each person and their labels. DOCX files are made only when `docx` is asked for.
 * Chromium and LibreOffice must be installed; without them this throws, naming what to install.
 */
export async function ensureScale(
  ids: readonly string[],
  { docx = true, people = peopleDir() }: { docx?: boolean; people?: string } = {},
): Promise<Array<{ dir: string; labels: PersonLabels }>> {
  const root = path.join(CACHE_ROOT, await sourceHash());
  await mkdir(root, { recursive: true });
  const dirs = await Promise.all(
    ids.map(async (id) => path.join(root, await personKey(id, people))),
  );
  const missing = ids
    .map((id, i) => ({ id, dir: dirs[i]! }))
    .filter(({ dir }) => !existsSync(path.join(dir, 'labels.json')));
  const needsOffice = docx && dirs.some((d) => !existsSync(path.join(d, OFFICE_DONE)));
  if (missing.length || needsOffice) {
    const tools = findScaleTools({ office: needsOffice });
    if (missing.length) await renderPeople(missing, people, tools.chromium);
    if (needsOffice) await addDocx(dirs, tools.soffice!);
  }
  return Promise.all(
    dirs.map(async (dir) => ({
      dir,
      labels: JSON.parse(await readFile(path.join(dir, 'labels.json'), 'utf8')) as PersonLabels,
    })),
  );
}
