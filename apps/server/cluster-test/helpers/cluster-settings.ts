/** The PostgreSQL server the suites make their scratch databases on. */
export const adminDatabaseUrl =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The shared Redis the suites count in (each run under its own key prefix). */
export const sharedRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
