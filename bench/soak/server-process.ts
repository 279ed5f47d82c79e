import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/helpers/start-server';
import { processRssMb } from './process-rss';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const loopDelayHook = path.join(import.meta.dirname, 'loop-delay-hook.mjs');

/** The server's event-loop delay in ms, as the hook printed it on SIGTERM. */
export interface LoopDelay {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  rssMb(): number | null;
  /** Starts a fresh event-loop delay measurement (with measureLoopDelay). */
  resetLoopDelay(): void;
  /** SIGTERM, wait for the exit; the delay figures when measureLoopDelay was on. */
  stop(): Promise<LoopDelay | null>;
  /** SIGKILL, as a crash: no shutdown code runs. Resolves when the process is gone. */
  kill9(): Promise<void>;
  exited(): boolean;
}

export interface StartOptions {
  env: Record<string, string>;
  measureLoopDelay?: boolean;
}

/**
 * Starts the real server as `npm start` runs it (node with tsx, apps/server/src/main.ts; the web
 * build step left out) on a free loopback port, and waits until /api/health answers 200. Node
 * is spawned directly so its pid is the server's: kill -9 hits the server itself.
 */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ['--import', 'tsx'];
  if (options.measureLoopDelay) args.push('--import', loopDelayHook);
  args.push('apps/server/src/main.ts');
  const inherited = { ...process.env };
  // The soak decides the database; a DATABASE_URL from the caller's shell must not leak in.
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid!;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start-up:\n${output.slice(-4000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 120 s:\n${output.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    pid,
    output: () => output,
    rssMb: () => processRssMb(pid),
    resetLoopDelay: () => void child.kill('SIGUSR2'),
    exited,
    async stop() {
      if (!exited()) {
        child.kill('SIGTERM');
        await exit;
      }
      const line = /^SOAK_LOOP_DELAY (.+)$/m.exec(output)?.[1];
      return line ? (JSON.parse(line) as LoopDelay) : null;
    },
    async kill9() {
      if (!exited()) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
}
