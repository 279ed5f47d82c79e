import { randomBytes } from 'node:crypto';

/** A PostgreSQL database made for one soak run. */
export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a database with a random name on the server of `adminUrl` (CREATE DATABASE, as
 * createdb would) and returns its URL; drop() removes it, ending any connection left over.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `resumerank_soak_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
