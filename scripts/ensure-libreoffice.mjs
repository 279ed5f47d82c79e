import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCommand } from './run-command.mjs';

const PACKAGE = 'libreoffice-writer-nogui';

/** soffice on PATH, or null. */
function findSoffice(env) {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((d) => path.join(d, 'soffice')).find((p) => existsSync(p)) ?? null;
}

/** Whether another apt or dpkg run holds Debian's package lock (then a second one would fail). */
async function dpkgBusy() {
  if (!existsSync('/usr/bin/fuser')) return false;
  const code = await runCommand('fuser', ['-s', '/var/lib/dpkg/lock-frontend'], {
    stdio: 'ignore',
  });
  return code === 0;
}

/**
 * Finds LibreOffice's soffice, which the layout zoo (packages/engine/test/zoo) uses to make DOC
 * files and Word-made PDFs. When it is missing and we are root on Debian, installs
 * libreoffice-writer-nogui with apt-get (waiting for another apt run to finish first);
 * otherwise explains exactly what to do. Returns the path, or null when there is none.
 */
export async function ensureLibreoffice(env = process.env) {
  const found = findSoffice(env);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    for (let i = 0; i < 60 && (await dpkgBusy()); i += 1) {
      if (i === 0) console.log('Waiting for another apt-get to finish...');
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
    if (findSoffice(env)) return findSoffice(env);
    console.log(`LibreOffice is missing: installing Debian's ${PACKAGE} package (apt-get)...`);
    const env2 = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await runCommand('apt-get', ['update', '-qq'], { env: env2 });
    await runCommand('apt-get', ['install', '-y', '-qq', PACKAGE], { env: env2 });
    const installed = findSoffice(env);
    if (installed) return installed;
  }
  console.error(
    [
      'The layout zoo tests need LibreOffice (soffice) to write DOC files and Word-made PDFs,',
      'and none was found; those formats are left out until it is installed.',
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${PACKAGE}`,
      '(on macOS: brew install --cask libreoffice), then run npm test again.',
    ].join('\n'),
  );
  return null;
}

// Run as a script (the zoo's test helper does): exit 0 when soffice is there afterwards.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = await ensureLibreoffice();
  process.exit(found ? 0 : 1);
}
