import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { appVersion } from '../version';

const PING_TIMEOUT_MS = 2_000;

/** Whether the server can do its work: the database answers within a short time. */
export async function checkHealth(database: DatabaseHandle, _config: Config) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: 'ok' as const, database: 'ok' as const, version: appVersion };
  } catch {
    return { status: 'error' as const, database: 'unreachable' as const, version: appVersion };
  } finally {
    clearTimeout(timer);
  }
}
