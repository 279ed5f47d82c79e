import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';
import type { LlmRewriter } from '../llm/llm-rewriter';
import type { AttemptLimiter } from '../../lib/attempt-limiter';

/** What the resume services need. */
export interface ResumeContext {
  db: Database;
  engine: EnginePool;
  now: () => Date;
  /** The optional model that rewrites generated text (generation only). */
  llm?: LlmRewriter | null;
  /** Counts each user's files the engine could not read (see guardUnreadable). */
  unreadable?: AttemptLimiter;
}
