import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Where the repository's root is, so relative defaults work from any working directory. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** The Stripe SDK's host, port and protocol options for a STRIPE_API_URL. */
function stripeApiAddress(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/**
 * Every setting ResumeRank reads, with its embedded default. The README's settings table mirrors
 * this schema; nothing else in the code base reads the environment.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('localhost'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // Shared rate limits and attempt limiters; unset keeps them in each process's memory.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    // Lets several deployments (or test runs) share one Redis without seeing each other's keys.
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default('resumerank:'),
    LOG_LEVEL: z.enum(logLevels).default('info'),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: booleanFromString.default(false),
    APP_NAME: z.string().min(1).default('ResumeRank'),
    ACCESS_GATE: booleanFromString.default(true),
    ACCESS_GATE_MARKER: z.string().min(1).default('401'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    STRIPE_PRICE_STANDARD: z.string().min(1).optional(),
    STRIPE_PRICE_PLATINUM: z.string().min(1).optional(),
    // A server answering as Stripe's API (a local test server); unset means api.stripe.com.
    STRIPE_API_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    ENGINE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    ENGINE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('ResumeRank <no-reply@resumerank.local>'),
    LLM_BASE_URL: z.url().optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
    LLM_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    BILLING_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .default(60),
    RESUME_FILE_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  })
  .superRefine((env, ctx) => {
    const stripe = [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STANDARD',
      'STRIPE_PRICE_PLATINUM',
    ] as const;
    if (stripe.some((key) => env[key]) && !stripe.every((key) => env[key])) {
      for (const key of stripe.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required when any STRIPE_* key is set',
        });
      }
    }
    // The plan of a Stripe subscription is read back from its price, so each plan needs its own.
    if (env.STRIPE_PRICE_STANDARD && env.STRIPE_PRICE_STANDARD === env.STRIPE_PRICE_PLATINUM) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PRICE_PLATINUM'],
        message: 'must differ from STRIPE_PRICE_STANDARD',
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'required with LLM_BASE_URL' });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    trustProxy: env.TRUST_PROXY,
    appName: env.APP_NAME,
    jwtSecret: env.JWT_SECRET ?? null,
    accessTokenTtlMinutes: env.ACCESS_TOKEN_TTL_MINUTES,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    // One core stays free for the event loop; the rest read documents.
    engineWorkers: env.ENGINE_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    engineTimeoutMs: env.ENGINE_TIMEOUT_MS,
    // How long a stop waits for the requests in flight. Orchestrators kill a process 30 s after
    // SIGTERM by default (Kubernetes, Docker with a longer stop timeout); the rest is for
    // closing the database.
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    accessGate: { enabled: env.ACCESS_GATE, marker: env.ACCESS_GATE_MARKER },
    // The refinement above makes every STRIPE_* key present once the secret key is.
    payments: env.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe' as const,
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          prices: { STANDARD: env.STRIPE_PRICE_STANDARD!, PLATINUM: env.STRIPE_PRICE_PLATINUM! },
          api: env.STRIPE_API_URL ? stripeApiAddress(env.STRIPE_API_URL) : null,
        }
      : {
          provider: 'local' as const,
          secretKey: null,
          publishableKey: null,
          webhookSecret: null,
          prices: null,
          api: null,
        },
    // How often due renewals and scheduled plan changes are applied; 0 turns the job off.
    billingIntervalSeconds: env.BILLING_INTERVAL_SECONDS,
    // Days an uploaded file is kept before the daily job erases it (score and text stay); 0 keeps it.
    resumeFileRetentionDays: env.RESUME_FILE_RETENTION_DAYS,
    llm: {
      enabled: Boolean(env.LLM_BASE_URL),
      baseUrl: env.LLM_BASE_URL ?? null,
      model: env.LLM_MODEL ?? null,
      apiKey: env.LLM_API_KEY ?? null,
      timeoutMs: env.LLM_TIMEOUT_MS,
      maxConcurrency: env.LLM_MAX_CONCURRENCY,
    },
  }));

/** The validated, typed settings the server runs with. */
export type Config = z.output<typeof configSchema>;

/** Raised when one or more settings are invalid; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the settings once from an environment map (process.env in production, a literal in tests). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** The one place that reads process.env: called once by main.ts at start-up. */
export function readConfigFromEnvironment(): Config {
  return loadConfig(process.env);
}
