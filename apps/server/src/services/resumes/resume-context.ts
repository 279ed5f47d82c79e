import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';

/** What the resume services need. */
export interface ResumeContext {
  db: Database;
  engine: EnginePool;
  now: () => Date;
}
