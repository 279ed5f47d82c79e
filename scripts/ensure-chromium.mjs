import { existsSync } from 'node:fs';
import { runCommand } from './run-command.mjs';

const DEFAULT_PATH = '/usr/bin/chromium';

/**
 * Finds the Chromium the end-to-end flows drive (CHROME_PATH or Debian's /usr/bin/chromium).
 * When it is missing and we are root on Debian, installs it with apt-get; otherwise explains
 * exactly what to do. Returns the path, or null when there is none.
 */
export async function ensureChromium(env = process.env) {
  const wanted = env.CHROME_PATH || DEFAULT_PATH;
  if (existsSync(wanted)) return wanted;
  if (env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file is there.`);
    return null;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package (apt-get)...");
    const env2 = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await runCommand('apt-get', ['update', '-qq'], { env: env2 });
    await runCommand('apt-get', ['install', '-y', '-qq', 'chromium'], { env: env2 });
    if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found.',
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
    ].join('\n'),
  );
  return null;
}
