import type { Client } from 'pg';

/** A connection of its own for health checks, and how to close it. */
export interface Pinger {
  /** Runs `select 1` on the pinger's connection, opening it first if needed. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Health checks get a connection outside the query pool: under load every pooled connection is
 * busy and a ping through the pool would wait its turn, so a load balancer would take a working
 * server out. The connection is opened when first needed and opened again after it fails.
 */
export async function createPinger(connectionString: string): Promise<Pinger> {
  const { default: pg } = await import('pg');
  let client: Promise<Client> | null = null;
  let closed = false;
  const open = async () => {
    const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    // A dropped connection must not crash the process; the next ping opens another.
    fresh.on('error', () => {
      if (client) void drop();
    });
    await fresh.connect();
    return fresh;
  };
  const drop = async () => {
    const old = client;
    client = null;
    await old?.then((c) => c.end()).catch(() => undefined);
  };
  return {
    ping: async () => {
      if (closed) throw new Error('The database handle is closed.');
      client ??= open();
      try {
        await (await client).query('select 1');
      } catch (error) {
        await drop();
        throw error;
      }
    },
    close: async () => {
      closed = true;
      await drop();
    },
  };
}
