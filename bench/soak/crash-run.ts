import { chargesNotOnce, checkJournal } from './crash-checks';
import { createCrashJournal } from './crash-journal';
import { runCrashRound } from './crash-round';
import { checkDataIntegrity } from './data-checks';
import { makeRenewalsDue, renewalsNotOnce } from './due-renewals';
import { createRecorder } from './recorder';
import { seededRandom } from './seeded-random';
import { startServerProcess, type ServerProcess } from './server-process';
import { soakApi } from './soak-api';
import type { SoakSettings } from './soak-settings';
import { createSoakTarget } from './soak-target';
import type { Verdicts } from './verdicts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One crash run on one kind of database: SOAK_CRASHES rounds of traffic each ended by kill -9
 * and a restart on the same data, then due downgrades with a kill during the billing job's
 * catch-up, then checks through the API and directly in the database.
 */
async function crashOn(
  postgresUrl: string | null,
  settings: SoakSettings,
  verdicts: Verdicts,
): Promise<void> {
  const target = await createSoakTarget(postgresUrl);
  const label = target.kind === 'postgres' ? 'crash/PostgreSQL' : 'crash/PGlite';
  console.log(
    `\n## ${label}: ${settings.crashes} kills -9 during uploads, subscriptions and plan changes (seed ${settings.seed})`,
  );
  const random = seededRandom(settings.seed + (target.kind === 'postgres' ? 1 : 0));
  const journal = createCrashJournal();
  const recorder = createRecorder();
  const env = { ...target.env, AUTH_RATE_LIMIT_PER_MINUTE: '1000000' };
  const restarts: number[] = [];
  let server: ServerProcess | null = null;
  const start = async (extra: Record<string, string> = {}) => {
    const started = Date.now();
    server = await startServerProcess({ env: { ...env, ...extra } });
    restarts.push(Date.now() - started);
    return server;
  };
  try {
    for (let round = 0; round < settings.crashes; round += 1)
      await runCrashRound({ server: await start(), round, random, journal, recorder });

    let reader = await target.openReader();
    const afterKill = await checkDataIntegrity(reader);
    // Downgrades acknowledged before the kills come due now; the billing job runs at start
    // and every second below, and one run is killed while it may be applying them.
    const due = await makeRenewalsDue(reader, 'scheduled');
    await reader.close();
    const jobKill = random.between(0, 800);
    const during = await start({ BILLING_INTERVAL_SECONDS: '1' });
    await sleep(jobKill);
    await during.kill9();
    const last = await start({ BILLING_INTERVAL_SECONDS: '1' });
    await sleep(3500);
    const findings = await checkJournal(soakApi(last.url), journal);
    await last.stop();

    reader = await target.openReader();
    const atEnd = await checkDataIntegrity(reader);
    const charges = await chargesNotOnce(reader, journal);
    const scheduled = await renewalsNotOnce(reader, due);
    await reader.close();

    console.log(recorder.table());
    console.log(
      `kills at ${journal.kills.map((k) => `${k} ms`).join(', ')} into each round's traffic, and ${jobKill} ms after a restart with downgrades due; ` +
        `restart to healthy: ${restarts.map((r) => (r / 1000).toFixed(1)).join(', ')} s`,
    );
    console.log(
      `acknowledged before a kill: ${journal.uploads.length} uploads, ${journal.subscriptions.length} subscriptions, ` +
        `${journal.changes.length} plan changes; unanswered (cut by a kill): ${recorder.count((s) => s === 0)}`,
    );
    const fivexx = recorder.count((s) => s >= 500);
    verdicts.check(`${label}: no 5xx before the kills`, fivexx === 0, `${fivexx} answers were 5xx`);
    verdicts.check(
      `${label}: the server restarts healthy after every kill -9`,
      restarts.length === settings.crashes + 2,
      `${restarts.length} restarts on the same data`,
    );
    const list = (items: string[], ok: string) =>
      items.length ? items.slice(0, 3).join('; ') : ok;
    verdicts.check(
      `${label}: every 201 upload is listed with its score`,
      findings.lostUploads.length === 0,
      list(findings.lostUploads, `${journal.uploads.length} of ${journal.uploads.length}`),
    );
    verdicts.check(
      `${label}: every 200 subscription shows in /subscriptions/current`,
      findings.lostSubscriptions.length === 0,
      list(
        findings.lostSubscriptions,
        `${journal.subscriptions.length} of ${journal.subscriptions.length}`,
      ),
    );
    verdicts.check(
      `${label}: every 200 plan change is reflected`,
      findings.lostChanges.length === 0,
      list(findings.lostChanges, `${journal.changes.length} of ${journal.changes.length}`),
    );
    verdicts.check(
      `${label}: exactly one succeeded charge per acknowledged subscription and upgrade`,
      charges.length === 0,
      list(charges, 'all once'),
    );
    for (const [when, result] of [
      ['after the last kill', afterKill],
      ['at the end', atEnd],
    ] as const) {
      verdicts.check(
        `${label}: nothing half-written ${when}`,
        result.breaches.length === 0,
        result.breaches.length
          ? result.breaches.map((b) => `${b.rule} (${b.rows}: ${b.examples})`).join('; ')
          : `${result.rules} rules hold`,
      );
    }
    verdicts.check(
      `${label}: scheduled downgrades applied exactly once after restart`,
      due.length > 0 && scheduled.length === 0,
      due.length
        ? list(scheduled, `${due.length} of ${due.length}`)
        : 'no downgrade was scheduled before a kill',
    );
  } finally {
    await (server as ServerProcess | null)?.kill9();
    await target.dispose();
  }
}

/** The crash run: with PGlite, then with PostgreSQL when SOAK_DATABASE_URL is set. */
export async function runCrash(settings: SoakSettings, verdicts: Verdicts): Promise<void> {
  await crashOn(null, settings, verdicts);
  if (settings.databaseUrl) await crashOn(settings.databaseUrl, settings, verdicts);
  else console.log('(crash with PostgreSQL skipped: set SOAK_DATABASE_URL)');
}
