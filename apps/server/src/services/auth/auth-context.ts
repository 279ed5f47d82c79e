import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { TokenSigner } from './token-signer';

/** What the account services need; built once by the auth plugin. */
export interface AuthContext {
  db: Database;
  config: Config;
  now: () => Date;
  signer: TokenSigner;
  mailer: Mailer;
  /** Count reset requests per email and per client address. */
  resetLimiters: { perEmail: AttemptLimiter; perAddress: AttemptLimiter };
}
