import type { Config } from '../../config';
import type { Database } from '../../db/database';

/** What the billing services need. */
export interface BillingContext {
  db: Database;
  config: Config;
  now: () => Date;
}
