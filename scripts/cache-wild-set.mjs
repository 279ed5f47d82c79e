// Lays out the wild set (packages/engine/eval/wild) in the git-ignored .cache/wild/ so that
// `npm run eval -- .cache/wild --split tuned|holdout` can measure it: every file copied from the
// public repository that holds it, at the commit its sources.json entry names, and the labels
// written as the structure.json the eval reads. The files themselves are never committed (their
// licences are unclear); they are taken from fetched mirrors of their repositories:
//
//   node scripts/cache-wild-set.mjs [--mirrors <folder>]   (default /work/.mirror)
//
// A mirror is a bare git directory at <mirrors>/<owner>+<repository>/repo (or repo/.git). For each
// file whose mirror is missing, or lacks the commit, the script says which repository to fetch.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitDirOf, mirrorsFolder, showFile } from './mirror-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const setFolder = path.join(root, 'packages/engine/eval/wild');
const cache = path.join(root, '.cache/wild');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function main() {
  const mirrors = mirrorsFolder(process.argv.slice(2));
  const { files: sources } = readJson(path.join(setFolder, 'sources.json'));
  const { resumes: labels } = readJson(path.join(setFolder, 'labels.json'));
  mkdirSync(path.join(cache, 'resumes'), { recursive: true });

  const missing = new Map();
  let copied = 0;
  for (const [id, source] of Object.entries(sources)) {
    const gitDir = gitDirOf(mirrors, source.repository);
    const bytes = gitDir && showFile(gitDir, source.commit, source.path);
    if (!bytes) {
      missing.set(source.repository, [...(missing.get(source.repository) ?? []), id]);
      continue;
    }
    writeFileSync(path.join(cache, 'resumes', id), bytes);
    copied++;
  }

  // The labels keyed by file name (the ids are the file names), with the holdout rule stated so
  // that the eval refuses to print the held-out part file by file.
  writeFileSync(
    path.join(cache, 'structure.json'),
    `${JSON.stringify(
      {
        about:
          'The wild set, laid out by scripts/cache-wild-set.mjs from packages/engine/eval/wild.',
        holdout:
          'a file is held out when the SHA-256 of its name, read as a number, is a multiple of 3',
        resumes: labels,
      },
      null,
      1,
    )}\n`,
  );

  console.log(`Copied ${copied} of ${Object.keys(sources).length} files into ${cache}/resumes.`);
  for (const [repository, ids] of missing)
    console.log(`  missing ${ids.length} file(s): fetch github:${repository} (${ids.join(', ')})`);
  if (missing.size) process.exitCode = 1;
}

main();
