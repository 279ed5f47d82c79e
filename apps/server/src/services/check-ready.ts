import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { EnginePool } from '../engine/engine-pool';
import { checkHealth } from './check-health';

/**
 * GET /health/ready: ready when the database answers and every engine worker has loaded the
 * engine; 'starting' while they load, 'error' when the database does not answer.
 */
export async function checkReady(database: DatabaseHandle, config: Config, engine: EnginePool) {
  const health = await checkHealth(database, config);
  const engineState = engine.ready ? ('ready' as const) : ('starting' as const);
  const status =
    health.status !== 'ok'
      ? ('error' as const)
      : engine.ready
        ? ('ready' as const)
        : ('starting' as const);
  return { status, database: health.database, engine: engineState, version: health.version };
}
