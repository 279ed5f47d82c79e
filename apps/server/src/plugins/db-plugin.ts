import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { warmUpDatabase } from '../services/warm-up-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  /** An already open database (tests); otherwise one is opened from the settings. */
  database?: DatabaseHandle;
}

/**
 * Opens the database named by the settings (PostgreSQL when DATABASE_URL is set, PGlite in
 * DATA_DIR otherwise), applies migrations, and closes it when the server stops.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    const { config } = app;
    const database =
      options.database ??
      (await openDatabase(
        config.databaseUrl
          ? { url: config.databaseUrl }
          : { dataDir: path.join(config.dataDir, 'pglite') },
      ));
    // Only a database this plugin opened: a test's own database is the test's to shape.
    if (!options.database)
      await warmUpDatabase(database.db, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'database warm-up failed; the first upload may be slower'),
      );
    app.decorate('database', database);
    app.decorate('db', database.db);
    // A database handed in by a test belongs to the test; only close what we opened.
    if (!options.database) app.addHook('onClose', async () => database.close());
    app.log.info({ database: database.kind }, 'database ready');
  },
  { name: 'db', dependencies: ['config'] },
);
