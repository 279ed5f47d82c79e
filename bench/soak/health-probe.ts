import { spawn } from 'node:child_process';
import path from 'node:path';

/** A running probe: stop it to get the latencies it measured (ms; -1 for a failed request). */
export interface HealthProbe {
  stop(): Promise<number[]>;
}

/** Starts `health-probe-child.ts` against a server, in its own Node process. */
export function startHealthProbe(url: string): HealthProbe {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'health-probe-child.ts'), url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(output.trim() || '[]') as number[];
    },
  };
}
