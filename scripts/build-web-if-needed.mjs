import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['apps/web', 'packages/contract'];
const stampFile = path.join(root, 'apps/web/dist/.build-stamp');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'test'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A fingerprint of everything the web build reads, so an unchanged app is not rebuilt. */
function fingerprint() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of [...files(path.join(root, input))].sort()) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}:${size}:${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Builds apps/web into apps/web/dist unless the current build is up to date. */
export async function buildWebIfNeeded({ force = false } = {}) {
  const stamp = fingerprint();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 0;
  console.log('Building the web app...');
  const code = await runCommand('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
  });
  if (code === 0) writeFileSync(stampFile, stamp);
  return code;
}
