import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/** A redis-server of the test's own, which it may stop and start again on the same port. */
export interface ThrowawayRedis {
  url: string;
  /** Kills the server (SIGKILL, as a crash) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers. */
  start(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Runs `redis-server` on a given free port with nothing kept on disk. The machine's shared
 * Redis is never touched: stopping that one would break other people's work.
 */
export async function startThrowawayRedis(port: number): Promise<ThrowawayRedis> {
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn('redis-server', args, { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(url))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await gone;
  };
  await start();
  return { url, kill, start };
}
