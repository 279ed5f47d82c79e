// The themes the scale corpus is rendered through: JSON Resume themes from npm (each checked to
// install and render offline on Node 20) and our own plain templates.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { JsonResume } from './json-resume';
import { renderPlainCompanyFirst, renderPlainTitleFirst } from './plain-templates';

/** One theme: a name and a function from a resume to a page of HTML. */
export interface ScaleTheme {
  name: string;
  render: (resume: JsonResume) => Promise<string>;
}

/** The npm themes, by the part of the package name after 'jsonresume-theme-'. */
export const NPM_THEMES = [
  'class',
  'elegant',
  'even',
  'flat',
  'kendall',
  'macchiato',
  'onepage',
  'paper',
  'short',
  'spartan',
  'stackoverflow',
] as const;

/** Our own templates, written in plain-templates.ts. */
const OWN_THEMES: ScaleTheme[] = [
  { name: 'plain', render: async (r) => renderPlainTitleFirst(r) },
  { name: 'plain-company-first', render: async (r) => renderPlainCompanyFirst(r) },
];

interface ThemeModule {
  render?: (resume: JsonResume) => string | Promise<string>;
  default?: { render?: (resume: JsonResume) => string | Promise<string> };
}

/**
 * `elegant` reads `basics.location` and `basics.profiles` without asking whether they are there,
 * and throws on a fifth of real files; empty ones print nothing and let it render the rest.
 */
function withBasicsLists(resume: JsonResume): JsonResume {
  const basics = resume.basics ?? {};
  return {
    ...resume,
    basics: { ...basics, location: basics.location ?? {}, profiles: basics.profiles ?? [] },
  };
}

/** An npm theme; CommonJS themes export render on module.exports, the ESM one by name. */
function npmTheme(name: string): ScaleTheme {
  return {
    name,
    render: async (resume) => {
      const mod = (await import(`jsonresume-theme-${name}`)) as ThemeModule;
      const render = mod.render ?? mod.default?.render;
      if (!render) throw new Error(`jsonresume-theme-${name} exports no render()`);
      return await render(name === 'elegant' ? withBasicsLists(resume) : resume);
    },
  };
}

/** Every theme, npm themes first, in a fixed order. */
export function scaleThemes(): ScaleTheme[] {
  return [...NPM_THEMES.map(npmTheme), ...OWN_THEMES];
}

/** The installed version of every npm theme, for the cache key: a new version renders anew. */
export async function themeVersions(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const versions: string[] = [];
  for (const name of NPM_THEMES) {
    const pkg = `jsonresume-theme-${name}`;
    // Not every theme exports its package.json, so it is found above the entry file.
    let dir = path.dirname(require.resolve(pkg));
    while (!existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== pkg)
      dir = path.dirname(dir);
    const { version } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    versions.push(`${pkg}@${version}`);
  }
  return versions;
}
