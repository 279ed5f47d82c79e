import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** One line of the server's JSON log. */
export interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string };
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  /** Resolves when a log line matching `test` has been printed (or already was). */
  waitForLog(test: (line: LogLine) => boolean): Promise<LogLine>;
  /** Every log line so far. */
  logs(): LogLine[];
  signal(name: NodeJS.Signals): void;
  /** The exit code, once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything printed, for failure messages. */
  output(): string;
}

/**
 * Starts the real server as `npm start` runs it (node with tsx, apps/server/src/main.ts) on a
 * port the system picks, read from the listen log, and waits until /api/health/ready answers
 * 200 (the engine workers are loaded).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      BILLING_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const lines: LogLine[] = [];
  const waiters: Array<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop()!;
    for (const text of complete) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (!waiter.test(line)) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitForLog = (test: (line: LogLine) => boolean) => {
    const seen = lines.find(test);
    if (seen) return Promise.resolve(seen);
    return Promise.race([
      new Promise<LogLine>((resolve) => waiters.push({ test, resolve })),
      exited.then((code) => {
        throw new Error(`server exited (${code}) before the log line:\n${output.slice(-4000)}`);
      }),
    ]);
  };

  const listening = await waitForLog((l) => /Server listening at/.test(l.msg ?? ''));
  const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(listening.msg!)![1]!;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.slice(-4000)}`);
    const res = await fetch(`${url}/api/health/ready`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    waitForLog,
    logs: () => lines,
    signal: (name) => void child.kill(name),
    exited,
    output: () => output,
  };
}
