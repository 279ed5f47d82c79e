import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELDS_FILE } from './evaluate-match-ranking';

/** Whether the folder has every resume and job the field classification names. */
export function hasMatchFields(folder: string): boolean {
  const fields = JSON.parse(readFileSync(FIELDS_FILE, 'utf8')) as {
    jobs: Record<string, string>;
    resumes: Record<string, string>;
  };
  return (
    Object.keys(fields.jobs).every((job) => existsSync(path.join(folder, 'jobs', job))) &&
    Object.keys(fields.resumes).every((r) => existsSync(path.join(folder, 'resumes', r)))
  );
}
