import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { prepareResume, type JsonResume } from './json-resume';
import { markdownResume } from './markdown-resume';
import { offlineHtml } from './offline-html';
import type { ScaleTheme } from './scale-themes';

/** What writing one person's pages left: the themes that rendered, and those that threw. */
export interface PersonPages {
  resume: JsonResume;
  rendered: string[];
  failed: Record<string, string>;
}

/**
 * Writes one person's page through every theme into `dir` (`<theme>.html`, offline) and their
 * Markdown (`markdown.md`). A theme that throws on a person's data is recorded, not fatal: real
 * files hold what some themes never expected, and the rest of the corpus should still be made.
 */
export async function writePersonPages(
  jsonFile: string,
  dir: string,
  themes: readonly ScaleTheme[],
): Promise<PersonPages> {
  const resume = prepareResume(JSON.parse(await readFile(jsonFile, 'utf8')) as JsonResume);
  const pages: PersonPages = { resume, rendered: [], failed: {} };
  for (const theme of themes) {
    try {
      // Each theme gets its own copy: some write into the resume while rendering.
      const html = await theme.render(structuredClone(resume));
      await writeFile(path.join(dir, `${theme.name}.html`), offlineHtml(html));
      pages.rendered.push(theme.name);
    } catch (error) {
      pages.failed[theme.name] = error instanceof Error ? error.message : String(error);
    }
  }
  try {
    await writeFile(path.join(dir, 'markdown.md'), markdownResume(resume));
  } catch (error) {
    pages.failed.markdown = error instanceof Error ? error.message : String(error);
  }
  return pages;
}
