import { parentPort, workerData } from 'node:worker_threads';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { PgliteHostData, PgliteHostReply, PgliteHostRequest } from './pglite-host-messages';

// The embedded database in its own thread: PGlite's queries run here, not on the server's event
// loop, and the server reaches it over the PostgreSQL wire protocol on a private Unix socket, with
// the same driver and code path as a PostgreSQL server.
const data = workerData as PgliteHostData;
const port = parentPort!;
const post = (reply: PgliteHostReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(reply, transfer);

async function start(): Promise<{ db: PGlite; server: PGLiteSocketServer }> {
  if (data.dataDir) await mkdir(data.dataDir, { recursive: true });
  const db = await PGlite.create(data.dataDir, {
    ...(data.snapshot ? { loadDataDir: new Blob([data.snapshot]) } : {}),
  });
  // PGlite is one session: one connection keeps each client's statements and transactions whole
  // (the server's pool holds that one connection open and queues its queries).
  const server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: 1 });
  await server.start();
  return { db, server };
}

try {
  const { db, server } = await start();
  port.on('message', (request: PgliteHostRequest) => {
    void answer(db, server, request)
      .then(([reply, transfer]) => post(reply, transfer))
      .catch((error: Error) => post({ id: request.id, type: 'failed', message: error.message }));
  });
  post({ id: 0, type: 'ready' });
} catch (error) {
  post({ id: 0, type: 'failed', message: (error as Error).message });
}

async function answer(
  db: PGlite,
  server: PGLiteSocketServer,
  request: PgliteHostRequest,
): Promise<[PgliteHostReply, ArrayBuffer[]]> {
  const { id } = request;
  if (request.type === 'ping') {
    // Answered from this thread's event loop, which runs between statements: a health check
    // learns the database is alive without queueing behind the server's queries (and without a
    // statement of its own slipping between a client's Parse and Sync on the one session).
    if (db.closed) throw new Error('PGlite is closed');
    return [{ id, type: 'pong' }, []];
  }
  if (request.type === 'dump') {
    const blob = (await db.dumpDataDir('none')) as Blob;
    const bytes = await blob.arrayBuffer();
    return [{ id, type: 'dump', bytes }, [bytes]];
  }
  await server.stop();
  if (!db.closed) await db.close();
  setImmediate(() => port.close());
  return [{ id, type: 'closed' }, []];
}
