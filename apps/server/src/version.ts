import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The release version, from the repository's package.json (read once at start-up). */
export const appVersion: string = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
