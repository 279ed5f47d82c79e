import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Waits for the email the server wrote to DATA_DIR/outbox for this address (the embedded mail
 * mode) and returns its raw text, soft line breaks of quoted-printable undone.
 */
export async function waitForEmail(
  dataDir: string,
  to: string,
  timeoutMs = 15_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return raw.replace(/=\r?\n/g, '');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email for ${to} in ${dir}`);
}
