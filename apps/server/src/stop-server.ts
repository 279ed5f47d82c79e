import type { FastifyInstance } from 'fastify';

/**
 * Stops the server for a restart without losing an answer. Fastify's close stops listening at
 * once (new connections are refused, a request on a kept-alive connection gets 503 and
 * `Connection: close`) and closes idle sockets, then waits for the requests in flight, and only
 * then runs the plugins' onClose hooks, last registered first: the engine pool finishes its jobs,
 * the scheduled jobs finish their tick, and the database closes after everything that uses it.
 *
 * Requests still running after `graceMs` (a client that stopped sending its upload) have their
 * connections cut, so the database is still closed cleanly rather than the process killed.
 */
export async function stopServer(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still in flight after the grace period are cut off');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
