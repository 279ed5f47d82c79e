import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database made for one run of a suite. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates `rr_cluster_<random>` on the server of `adminUrl`, so the suite can run again and
 * beside other runs; drop() removes it, ending connections a killed server may have left.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `rr_cluster_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
