import { Worker } from 'node:worker_threads';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgliteHostData, PgliteHostReply, PgliteHostRequest } from './pglite-host-messages';

/** A running PGlite host: where to connect, and its few operations besides queries. */
export interface PgliteHost {
  /** The folder holding the socket; `pg` takes it as `host` with port {@link PGLITE_PORT}. */
  socketDir: string;
  /** Resolves when the host thread answers; rejects when it has stopped. */
  ping(): Promise<void>;
  /** The data directory as a tarball (tests start from such a snapshot). */
  dump(): Promise<Blob>;
  /** Stops serving, closes PGlite (its files are whole on disk) and ends the thread. */
  close(): Promise<void>;
  /** Set when the thread stopped without being asked to; the database is then unreachable. */
  readonly failure: Error | null;
}

/** The port number in the socket's name (`.s.PGSQL.<port>`), which is how `pg` finds it. */
export const PGLITE_PORT = 5432;

/**
 * Starts PGlite in a worker thread serving the PostgreSQL wire protocol on a Unix socket in a
 * private folder (mode 0700: only this user can connect, as PGlite has no passwords).
 */
export async function startPgliteHost(options: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<PgliteHost> {
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-db-'));
  const snapshot = options.snapshot ? await options.snapshot.arrayBuffer() : undefined;
  const data: PgliteHostData = {
    socketPath: path.join(socketDir, `.s.PGSQL.${PGLITE_PORT}`),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(snapshot ? { snapshot } : {}),
  };
  const worker = new Worker(new URL('./pglite-host-entry.mjs', import.meta.url), {
    workerData: data,
    transferList: snapshot ? [snapshot] : [],
  });
  let failure: Error | null = null;
  let closing = false;
  const replies = collectReplies(worker);
  worker.on('error', (error) => (failure = error));
  worker.on('exit', () => {
    if (!closing) failure ??= new Error('The embedded database stopped.');
  });
  const first = await replies.wait(0);
  if (first.type !== 'ready') {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded database did not start: ${describe(first)}`);
  }
  let lastId = 0;
  const ask = async (type: PgliteHostRequest['type']) => {
    if (failure) throw failure;
    const id = (lastId += 1);
    const reply = replies.wait(id);
    worker.postMessage({ id, type } satisfies PgliteHostRequest);
    return reply;
  };
  return {
    socketDir,
    get failure() {
      return failure;
    },
    ping: async () => {
      const reply = await ask('ping');
      if (reply.type !== 'pong') throw new Error(`The embedded database: ${describe(reply)}`);
    },
    dump: async () => {
      const reply = await ask('dump');
      if (reply.type !== 'dump') throw new Error(`Dump failed: ${describe(reply)}`);
      return new Blob([reply.bytes]);
    },
    close: async () => {
      if (closing) return;
      closing = true;
      if (!failure) await ask('close');
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** Matches replies to requests by id; a thread that stops fails every request still waiting. */
function collectReplies(worker: Worker): { wait(id: number): Promise<PgliteHostReply> } {
  const waiting = new Map<number, (reply: PgliteHostReply) => void>();
  const early = new Map<number, PgliteHostReply>();
  worker.on('message', (reply: PgliteHostReply) => {
    const take = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (take) take(reply);
    else early.set(reply.id, reply);
  });
  const failAll = (message: string) => {
    for (const [id, take] of waiting) take({ id, type: 'failed', message });
    waiting.clear();
  };
  worker.on('error', (error) => failAll(error.message));
  worker.on('exit', () => failAll('the thread exited'));
  return {
    wait: (id) => {
      const reply = early.get(id);
      early.delete(id);
      return reply ? Promise.resolve(reply) : new Promise((resolve) => waiting.set(id, resolve));
    },
  };
}

const describe = (reply: PgliteHostReply) =>
  reply.type === 'failed' ? reply.message : `unexpected ${reply.type}`;
