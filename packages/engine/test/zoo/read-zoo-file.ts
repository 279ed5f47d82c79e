import { readFile } from 'node:fs/promises';
import { analyzeResume } from '../../src/analyze-resume';

type Analysis = Awaited<ReturnType<typeof analyzeResume>>;

const reads = new Map<string, Promise<Analysis>>();

/**
 * A zoo file through the whole engine (readDocument, parseResume, scoreResume), read once per
 * process: the reading test and the score test of the same file share one run.
 */
export function readZooFile(file: string): Promise<Analysis> {
  let read = reads.get(file);
  if (!read) {
    read = readFile(file).then((bytes) => analyzeResume(new Uint8Array(bytes)));
    reads.set(file, read);
  }
  return read;
}
