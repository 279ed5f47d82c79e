/** What the main thread tells the PGlite host worker when it starts it. */
export interface PgliteHostData {
  /** A folder for PGlite's files; omitted means an in-memory database. */
  dataDir?: string;
  /** A data directory dump to start from (tests), as a tarball's bytes. */
  snapshot?: ArrayBuffer;
  /** The Unix socket the host serves the PostgreSQL wire protocol on. */
  socketPath: string;
}

/** Requests the main thread sends once the host is up. */
export type PgliteHostRequest = { type: 'dump' } | { type: 'close' };

/** What the host posts back: its start, a dump, its close, or a failure. */
export type PgliteHostReply =
  | { type: 'ready' }
  | { type: 'dump'; bytes: ArrayBuffer }
  | { type: 'closed' }
  | { type: 'failed'; message: string };
