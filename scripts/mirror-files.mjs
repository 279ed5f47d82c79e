// Reading files out of fetched repository mirrors (the search tool's `fetch` lays each out as
// <mirrors>/<owner>+<name>/repo, a bare git directory or one with .git), for the scripts that
// cache evaluation sets or build data tables from public sources.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The mirrors folder: --mirrors <folder>, else /work/.mirror. */
export function mirrorsFolder(argv) {
  const at = argv.indexOf('--mirrors');
  if (at === -1) return '/work/.mirror';
  const folder = argv[at + 1];
  if (!folder) throw new Error('--mirrors needs a folder');
  return path.resolve(folder);
}

/** The git directory of a repository's mirror, or null when it has not been fetched. */
export function gitDirOf(mirrors, repository) {
  const base = path.join(mirrors, repository.replace('/', '+'), 'repo');
  if (existsSync(path.join(base, '.git'))) return path.join(base, '.git');
  return existsSync(base) ? base : null;
}

/**
 * The bytes of a file at a commit (a string when an encoding is given), or null when the mirror
 * lacks that commit or path.
 */
export function showFile(gitDir, commit, file, encoding) {
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
      ...(encoding ? { encoding } : {}),
    });
  } catch {
    return null;
  }
}
