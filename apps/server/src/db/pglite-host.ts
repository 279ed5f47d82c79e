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
    void (async () => {
      try {
        if (request.type === 'dump') {
          const blob = (await db.dumpDataDir('none')) as Blob;
          const bytes = await blob.arrayBuffer();
          post({ type: 'dump', bytes }, [bytes]);
        } else {
          await server.stop();
          if (!db.closed) await db.close();
          post({ type: 'closed' });
          port.close();
        }
      } catch (error) {
        post({ type: 'failed', message: (error as Error).message });
      }
    })();
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: (error as Error).message });
}
