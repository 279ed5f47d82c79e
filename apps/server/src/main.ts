import { buildApp } from './app';
import { ConfigError, readConfigFromEnvironment } from './config';
import { stopServer } from './stop-server';

/** Starts ResumeRank: settings, server, and a graceful stop on SIGTERM/SIGINT (see stopServer). */
async function main(): Promise<void> {
  let config;
  try {
    config = readConfigFromEnvironment();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceMs;
    app.log.info({ signal, graceMs }, 'shutting down: finishing the requests in flight');
    // Only if closing itself hangs (a database that no longer answers): exit all the same.
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish; exiting without closing everything');
      process.exit(1);
    }, graceMs + 10_000);
    force.unref();
    try {
      await stopServer(app, graceMs);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    app.log.info('stopped: engine workers and database closed');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ResumeRank is running at ${config.appUrl}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
