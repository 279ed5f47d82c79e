import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/helpers/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** One real server process, as `npm start` runs it. */
export interface ServerProcess {
  url: string;
  /** Everything it printed (its JSON log lines), for assertions and failure messages. */
  output(): string;
  /** SIGTERM (the graceful stop), then waits for the exit; resolves the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` on a free loopback port with the given
 * settings (nothing else leaks in from the caller's environment) and waits until /api/health
 * answers 200. Node is spawned directly, so stopping the child stops the server itself.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-cluster-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!running()) throw new Error(`server exited during start-up:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy within 120 s:\n${output.slice(-4000)}`);
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    output: () => output,
    async stop() {
      if (running()) {
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(force);
      }
      await rm(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
