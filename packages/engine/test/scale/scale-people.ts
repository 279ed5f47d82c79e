import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

const here = import.meta.dirname;

/**
 * The folder of anonymised JSON Resume files the scale corpus is rendered from: the repository's
 * own eval/jsonresume/people, or RESUMERANK_PEOPLE_DIR (a copy being collected elsewhere).
 */
export function peopleDir(): string {
  return process.env.RESUMERANK_PEOPLE_DIR ?? path.resolve(here, '../../eval/jsonresume/people');
}

/** The ids of every person in `dir` (their file names without .json), sorted. */
export async function listPeople(dir: string = peopleDir()): Promise<string[]> {
  if (!existsSync(dir))
    throw new Error(
      `${dir} does not exist: the scale corpus is rendered from the JSON Resume files in ` +
        'packages/engine/eval/jsonresume/people (or set RESUMERANK_PEOPLE_DIR)',
    );
  return (await readdir(dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
