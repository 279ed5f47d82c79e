/** What a soak run is asked to do, from the command line and the environment. */
export interface SoakSettings {
  modes: Array<'load' | 'crash' | 'two-process'>;
  /** Length of the load run. */
  seconds: number;
  /** Simulated users in the load run. */
  users: number;
  /** A PostgreSQL server to make scratch databases on; null means PGlite only. */
  databaseUrl: string | null;
  /** Seeds every random choice (kill moments, think times), so a run can be repeated. */
  seed: number;
  /** Kills per crash run. */
  crashes: number;
}

const MODES = ['load', 'crash', 'two-process'] as const;

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * Reads `npm run soak -- load|crash|two-process|all` and SOAK_SECONDS, SOAK_USERS,
 * SOAK_DATABASE_URL, SOAK_SEED and SOAK_CRASHES. Tooling, not the server: it may read the
 * environment itself.
 */
export function readSoakSettings(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): SoakSettings {
  const wanted = argv.filter((a) => !a.startsWith('-'));
  const modes: SoakSettings['modes'] = [];
  for (const word of wanted.length ? wanted : ['all']) {
    if (word === 'all') modes.push(...MODES);
    else if ((MODES as readonly string[]).includes(word))
      modes.push(word as (typeof MODES)[number]);
    else throw new Error(`Unknown soak mode "${word}"; use load, crash, two-process or all`);
  }
  const databaseUrl = env.SOAK_DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('SOAK_DATABASE_URL must be a postgres:// URL');
  return {
    modes: [...new Set(modes)],
    seconds: positiveInteger('SOAK_SECONDS', env.SOAK_SECONDS, 120),
    users: positiveInteger('SOAK_USERS', env.SOAK_USERS, 50),
    databaseUrl,
    seed: positiveInteger('SOAK_SEED', env.SOAK_SEED, 8),
    crashes: positiveInteger('SOAK_CRASHES', env.SOAK_CRASHES, 5),
  };
}
