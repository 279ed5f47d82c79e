import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary data (PostgreSQL bytea), read and written as Node buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Facts about this installation that must survive restarts (e.g. the generated token signing
 * key when none is configured).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts. The email is unique regardless of case; only an argon2id hash of the password is kept. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tokens issued before this instant are refused (set by a password reset). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Access tokens ended by logout before their expiry; rows are dropped once they would expire anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Password reset links: only a SHA-256 of the token is stored; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Uploaded resumes. The file itself is kept in the database (bytea) so several server
 * processes share it; its extracted text is kept for generation and search.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pages: integer('pages'),
    wordCount: integer('word_count').notNull(),
    // Null once the retention period has passed (eraseExpiredFiles); score and text stay.
    file: bytea('file'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resumes_user_created_idx').on(t.userId, t.createdAt)],
);

/** Scores of a resume; the latest one is shown, older engine versions are re-scored on demand. */
export const resumeScores = pgTable(
  'resume_scores',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    overallScore: integer('overall_score').notNull(),
    engineVersion: text('engine_version').notNull(),
    results: jsonb('results').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resume_scores_resume_idx').on(t.resumeId, t.createdAt)],
);

/** Uses of a limited feature per user and UTC day, counted atomically. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    feature: text('feature').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.feature] })],
);

/** Every user's plan: FREE and active from sign-up, changed by billing. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull().default('FREE'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    scheduledPlanChange: text('scheduled_plan_change'),
    scheduledChangeDate: timestamp('scheduled_change_date', { withTimezone: true }),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }),
    // A declined renewal is retried (past_due) until the attempts run out (unpaid).
    failedRenewalAttempts: integer('failed_renewal_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Stripe's webhooks name the customer; the billing job looks for due periods.
    index('subscriptions_customer_idx').on(t.providerCustomerId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/** Saved cards: only brand, last four digits and expiry are kept. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    // The built-in processor's stand-in for Stripe's 4000 0000 0000 0341: saves, then every
    // charge on it is declined (how renewal failures are exercised).
    declinesCharges: boolean('declines_charges').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_methods_user_idx').on(t.userId)],
);

/** Card setups started by the built-in processor; only a hash of the client secret is kept. */
export const setupIntents = pgTable('setup_intents', {
  secretHash: text('secret_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Charges. The idempotency key makes a repeated request charge once. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    // Orders entries written in the same instant (a catch-up run, a test clock).
    seq: bigserial('seq', { mode: 'number' }),
    // Null once the account is deleted: the charge stays for accounting, detached from the person.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    planType: text('plan_type').notNull(),
    description: text('description').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transactions_idempotency_idx').on(t.idempotencyKey),
    index('transactions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Plan change history, newest first when read. */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    seq: bigserial('seq', { mode: 'number' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromPlan: text('from_plan').notNull(),
    toPlan: text('to_plan').notNull(),
    changeType: text('change_type').notNull(),
    isImmediate: boolean('is_immediate').notNull(),
    proratedAmountCents: integer('prorated_amount_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_changes_user_idx').on(t.userId, t.createdAt)],
);
