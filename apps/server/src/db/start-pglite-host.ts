import { Worker } from 'node:worker_threads';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgliteHostData, PgliteHostReply, PgliteHostRequest } from './pglite-host-messages';

/** A running PGlite host: where to connect, and its few operations besides queries. */
export interface PgliteHost {
  /** The folder holding the socket; `pg` takes it as `host` with port {@link PGLITE_PORT}. */
  socketDir: string;
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
  const first = await replies.next();
  if (first.type !== 'ready') {
    await worker.terminate();
    await rm(socketDir, { recursive: true, force: true });
    throw new Error(`The embedded database did not start: ${describe(first)}`);
  }
  const ask = async (request: PgliteHostRequest) => {
    worker.postMessage(request);
    return replies.next();
  };
  return {
    socketDir,
    get failure() {
      return failure;
    },
    dump: async () => {
      const reply = await ask({ type: 'dump' });
      if (reply.type !== 'dump') throw new Error(`Dump failed: ${describe(reply)}`);
      return new Blob([reply.bytes]);
    },
    close: async () => {
      if (closing) return;
      closing = true;
      if (!failure) await ask({ type: 'close' });
      await worker.terminate();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** Replies in order, one per request (the host answers one request at a time). */
function collectReplies(worker: Worker): { next(): Promise<PgliteHostReply> } {
  const waiting: ((reply: PgliteHostReply) => void)[] = [];
  const early: PgliteHostReply[] = [];
  const deliver = (reply: PgliteHostReply) => {
    const take = waiting.shift();
    if (take) take(reply);
    else early.push(reply);
  };
  worker.on('message', deliver);
  worker.on('error', (error) => deliver({ type: 'failed', message: error.message }));
  worker.on('exit', () => deliver({ type: 'failed', message: 'the thread exited' }));
  return {
    next: () =>
      early.length > 0
        ? Promise.resolve(early.shift()!)
        : new Promise((resolve) => waiting.push(resolve)),
  };
}

const describe = (reply: PgliteHostReply) =>
  reply.type === 'failed' ? reply.message : `unexpected ${reply.type}`;
