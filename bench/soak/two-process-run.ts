import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { checkDataIntegrity } from './data-checks';
import { makeRenewalsDue, renewalsNotOnce } from './due-renewals';
import { createRecorder } from './recorder';
import { resumeFile, SOAK_JOB } from './resume-files';
import { startServerProcess, type ServerProcess } from './server-process';
import { soakApi, type PaidPlan, type SoakApi } from './soak-api';
import type { SoakSettings } from './soak-settings';
import { createSoakTarget } from './soak-target';
import type { Verdicts } from './verdicts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Person {
  id: string;
  email: string;
  token: string;
  paymentMethodId: string | null;
}

/** How many renewals each process's billing job logged (its info line carries the counts). */
function renewedBy(server: ServerProcess): number {
  let renewed = 0;
  for (const line of server.output().split('\n')) {
    if (!line.includes('"billing job"')) continue;
    try {
      renewed += (JSON.parse(line) as { counts?: { renewed?: number } }).counts?.renewed ?? 0;
    } catch {
      // not a log line
    }
  }
  return renewed;
}

/**
 * Two server processes on one PostgreSQL database, the same users sending to both: a daily
 * limit with one use left gives exactly one success across both; a subscription double-submitted
 * to both charges once; both billing jobs (every second) over due renewals renew each once.
 */
export async function runTwoProcess(settings: SoakSettings, verdicts: Verdicts): Promise<void> {
  console.log('\n## Two server processes on one PostgreSQL database');
  if (!settings.databaseUrl) {
    console.log('(skipped: set SOAK_DATABASE_URL to a PostgreSQL server)');
    return;
  }
  const target = await createSoakTarget(settings.databaseUrl);
  const servers: ServerProcess[] = [];
  try {
    const env = async (name: string) => ({
      ...target.env,
      // Each process its own folder (as on two machines), inside the run's, so it is removed with it.
      DATA_DIR: await mkdtemp(path.join(target.env.DATA_DIR!, `${name}-`)),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      BILLING_INTERVAL_SECONDS: '1',
      // Info level, so each billing job's counts are logged and can be told apart.
      LOG_LEVEL: 'info',
    });
    // Started together: their migrations meet on the same empty database.
    servers.push(
      ...(await Promise.all([
        startServerProcess({ env: await env('a') }),
        startServerProcess({ env: await env('b') }),
      ])),
    );
    const recorder = createRecorder();
    const [a, b] = servers.map((s) => soakApi(s.url, recorder)) as [SoakApi, SoakApi];
    const either = (i: number) => (i % 2 ? b : a);
    const person = async (name: string, card: boolean): Promise<Person> => {
      const email = `two.${name}.401@example.com`;
      const signup = await a.signUp(email, 'two process 1');
      if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status}`);
      const token = signup.body.access_token;
      const saved = card ? await b.saveCard(token) : null;
      if (saved && saved.status !== 200) throw new Error(`card failed: ${saved.status}`);
      return {
        id: signup.body.user.id,
        email,
        token,
        paymentMethodId: saved?.body.payment_method_id ?? null,
      };
    };
    const file = await resumeFile(1);

    // 1. Limits: Free users with their one upload and one generation, and Standard users with
    // one upload left, each send 8 at once, alternating between the processes.
    const free = await Promise.all([...Array(8).keys()].map((i) => person(`free${i}`, false)));
    const standard = await Promise.all([0, 1].map((i) => person(`standard${i}`, true)));
    for (const p of standard) {
      const sub = await either(1).subscribe(p.token, 'STANDARD', p.paymentMethodId!);
      if (sub.status !== 200) throw new Error(`subscription failed: ${sub.status}`);
      for (let i = 0; i < 9; i += 1) await either(i).upload(p.token, file);
    }
    const burst = (p: Person, send: (api: SoakApi) => Promise<{ status: number }>) =>
      Promise.all([...Array(8).keys()].map((i) => send(either(i)))).then((answers) => ({
        ok: answers.filter((x) => x.status === 201 || x.status === 200).length,
        limited: answers.filter((x) => x.status === 429).length,
      }));
    const uploads = await Promise.all(
      [...free, ...standard].map((p) => burst(p, (api) => api.upload(p.token, file))),
    );
    const generations = await Promise.all(
      free.map((p) => burst(p, (api) => api.generate(p.token, SOAK_JOB))),
    );

    // 2. The same subscription sent twice to each process at once.
    const doubles = await Promise.all([...Array(8).keys()].map((i) => person(`double${i}`, true)));
    const plans: PaidPlan[] = doubles.map((_, i) => (i % 2 ? 'STANDARD' : 'PLATINUM'));
    const doubleAnswers = await Promise.all(
      doubles.map((p, i) =>
        Promise.all(
          [a, b, a, b].map((api) => api.subscribe(p.token, plans[i]!, p.paymentMethodId!)),
        ),
      ),
    );

    // 3. Renewals due for all of them and 30 more subscribers (two Platinum users with a
    // downgrade scheduled), while both processes run the billing job every second: enough work
    // that the two jobs' runs overlap.
    const renewing = await Promise.all([...Array(30).keys()].map((i) => person(`renew${i}`, true)));
    for (const [i, p] of renewing.entries()) {
      const sub = await either(i).subscribe(p.token, 'STANDARD', p.paymentMethodId!);
      if (sub.status !== 200) throw new Error(`subscription failed: ${sub.status}`);
    }
    const downgraders = doubles.filter((_, i) => plans[i] === 'PLATINUM').slice(0, 2);
    for (const p of downgraders) await either(0).changePlan(p.token, 'STANDARD');
    let reader = await target.openReader();
    const due = await makeRenewalsDue(
      reader,
      [...doubles, ...standard, ...renewing].map((p) => p.id),
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ n } = { n: 0 }] = await reader.query<{ n: number }>(
        `select count(*)::int as n from subscriptions where user_id = any($1::uuid[]) and current_period_end <= now()`,
        [due.map((d) => d.user_id)],
      );
      if (n === 0 || Date.now() > deadline) break;
      await sleep(250);
    }
    await sleep(3000); // three more ticks of each job: nothing may be applied twice
    await reader.close();
    const renewed = servers.map(renewedBy);
    const [serverA, serverB] = servers as [ServerProcess, ServerProcess];
    await Promise.all([serverA.stop(), serverB.stop()]);

    reader = await target.openReader();
    const notOnce = await renewalsNotOnce(reader, due);
    const firstCharges = await reader.query<{ email: string; n: number }>(
      `select u.email, count(t.id)::int as n from users u
       left join transactions t on t.user_id = u.id and t.status = 'succeeded' and t.description like '%first month'
       where u.email like 'two.double%' group by u.email`,
    );
    const integrity = await checkDataIntegrity(reader);
    await reader.close();

    console.log(recorder.table());
    console.log(`renewals applied by process A: ${renewed[0]}, by process B: ${renewed[1]}`);
    const oneEach = (results: Array<{ ok: number }>) => results.filter((r) => r.ok === 1).length;
    verdicts.check(
      'two-process: 8 parallel uploads with one left give exactly one 201 across both',
      oneEach(uploads) === uploads.length,
      `${oneEach(uploads)} of ${uploads.length} users got exactly one (${uploads.map((u) => u.ok).join(',')}); ${uploads.reduce((s, u) => s + u.limited, 0)} 429s`,
    );
    verdicts.check(
      'two-process: 8 parallel generations with one left give exactly one 200 across both',
      oneEach(generations) === generations.length,
      `${oneEach(generations)} of ${generations.length} users got exactly one (${generations.map((u) => u.ok).join(',')})`,
    );
    const statuses = doubleAnswers.flat().map((x) => x.status);
    verdicts.check(
      'two-process: a subscription sent twice to each process charges once',
      firstCharges.length === doubles.length && firstCharges.every((c) => c.n === 1),
      `${firstCharges.filter((c) => c.n === 1).length} of ${doubles.length} users charged once; answers ${[...new Set(statuses)].join(',')}`,
    );
    verdicts.check(
      'two-process: both billing jobs over due renewals renew each once',
      notOnce.length === 0 && renewed[0]! + renewed[1]! === due.length,
      notOnce.length
        ? notOnce.slice(0, 3).join('; ')
        : `${due.length} renewals (${downgraders.length} with a scheduled downgrade), ${renewed[0]! + renewed[1]!} applied in all`,
    );
    verdicts.check(
      'two-process: no 5xx, every request answered',
      recorder.count((s) => s >= 500 || s === 0) === 0,
      `${recorder.count((s) => s >= 500)} 5xx, ${recorder.count((s) => s === 0)} unanswered of ${recorder.total()}`,
    );
    verdicts.check(
      'two-process: nothing half-written',
      integrity.breaches.length === 0,
      integrity.breaches.length
        ? integrity.breaches.map((x) => `${x.rule} (${x.rows}: ${x.examples})`).join('; ')
        : `${integrity.rules} rules hold`,
    );
  } finally {
    for (const server of servers) await server.kill9();
    await target.dispose();
  }
}
