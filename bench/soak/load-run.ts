import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { apiCall } from './api-call';
import { runLoadUser, type LoadPlan, type LoadUserOutcome } from './load-user';
import { createRecorder } from './recorder';
import { seededRandom } from './seeded-random';
import { startServerProcess } from './server-process';
import { soakApi } from './soak-api';
import type { SoakSettings } from './soak-settings';
import { createSoakTarget } from './soak-target';
import type { Verdicts } from './verdicts';
import { percentile } from '../measure';
import { startHealthProbe } from './health-probe';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Limits = Record<LoadPlan, { resume_upload: number; resume_generation: number }>;

/** Every fifth user Standard, every fifth Platinum, the rest Free (40% paid). */
function planOf(n: number): LoadPlan {
  return n % 5 === 1 ? 'STANDARD' : n % 5 === 3 ? 'PLATINUM' : 'FREE';
}

/**
 * The load run: the real server on a fresh database with SOAK_USERS simulated people for
 * SOAK_SECONDS. Prints latency per endpoint, throughput, the server's event-loop delay and its
 * memory; checks zero 5xx, no unanswered request, no answer outside the contract, paid users
 * never limited, Free users limited at exactly one use, and usage counts equal to successes.
 */
export async function runLoad(settings: SoakSettings, verdicts: Verdicts): Promise<void> {
  const target = await createSoakTarget(settings.databaseUrl);
  console.log(
    `\n## Load: ${settings.users} users for ${settings.seconds} s (${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}, seed ${settings.seed})`,
  );
  const server = await startServerProcess({
    env: { ...target.env, AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
    measureLoopDelay: true,
  });
  try {
    const limits = (
      await apiCall<{ limits: Limits }>(server.url, {
        method: 'GET',
        path: '/usage/plan-limits',
      })
    ).body.limits;
    const recorder = createRecorder();
    const api = soakApi(server.url, recorder);
    const random = seededRandom(settings.seed);
    const runId = randomBytes(4).toString('hex');
    const rssStart = server.rssMb();
    let rssPeak = rssStart ?? 0;
    server.resetLoopDelay();
    const started = Date.now();
    const deadline = started + settings.seconds * 1000;

    const probe = startHealthProbe(server.url);
    let running = true;
    const sampler = (async () => {
      while (running) {
        rssPeak = Math.max(rssPeak, server.rssMb() ?? 0);
        await api.health();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const outcomes: LoadUserOutcome[] = await Promise.all(
      Array.from({ length: settings.users }, (_, n) =>
        runLoadUser({
          api,
          n,
          runId,
          plan: planOf(n),
          limits: limits[planOf(n)],
          deadline,
          // Each user gets its own stream, so one user's pauses do not depend on the others'.
          random: seededRandom(settings.seed * 1000 + n + Math.floor(random.next() * 1000)),
        }),
      ),
    );
    const elapsed = (Date.now() - started) / 1000;
    running = false;
    await sampler;
    const probed = await probe.stop();
    const rssEnd = server.rssMb();

    // Usage as the server counted it, against what each user saw succeed.
    const usageMismatches: string[] = [];
    for (const [n, o] of outcomes.entries()) {
      if (!o.token) continue;
      const usage = await soakApi(server.url).usage(o.token);
      const s = usage.body.usage_summary;
      if (
        usage.status !== 200 ||
        s.resume_upload.current !== o.uploads ||
        s.resume_generation.current !== o.generations
      )
        usageMismatches.push(
          `user ${n}: server ${s?.resume_upload.current}/${s?.resume_generation.current}, seen ${o.uploads}/${o.generations}`,
        );
    }
    const loop = await server.stop();

    console.log(recorder.table());
    const total = recorder.total();
    const uploads = outcomes.reduce((sum, o) => sum + o.uploads, 0);
    const generations = outcomes.reduce((sum, o) => sum + o.generations, 0);
    console.log(
      `throughput: ${total} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(1)} req/s; ` +
        `${uploads} uploads (${(uploads / elapsed).toFixed(2)}/s), ${generations} generations`,
    );
    const limited = recorder.count((s) => s === 429);
    console.log(`429 (daily limits, expected for Free users): ${limited}`);
    console.log(
      `event-loop delay (server, during load): ${loop ? `p50 ${loop.p50} ms, p95 ${loop.p95} ms, p99 ${loop.p99} ms, max ${loop.max} ms` : 'not reported'}`,
    );
    const ok = probed.filter((l) => l >= 0);
    console.log(
      `/api/health from a probe process of its own (every 250 ms, ${probed.length} requests, ${probed.length - ok.length} failed): ` +
        `p50 ${percentile(ok, 50).toFixed(1)} ms, p95 ${percentile(ok, 95).toFixed(1)} ms, p99 ${percentile(ok, 99).toFixed(1)} ms`,
    );
    const mb = (v: number | null) => (v === null ? '?' : `${v.toFixed(0)} MB`);
    console.log(`server RSS: start ${mb(rssStart)}, peak ${mb(rssPeak)}, end ${mb(rssEnd)}`);
    // The soak, its simulated users and the server share the machine with whatever else runs.
    console.log(
      `machine load average at the end (1/5/15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );

    const fivexx = recorder.count((s) => s >= 500);
    const unanswered = recorder.count((s) => s === 0);
    const unexpected = outcomes.flatMap((o, n) => o.unexpected.map((u) => `user ${n}: ${u}`));
    verdicts.check('load: zero 5xx', fivexx === 0, `${fivexx} of ${total} answers were 5xx`);
    verdicts.check('load: every request answered', unanswered === 0, `${unanswered} unanswered`);
    verdicts.check(
      'load: every answer allowed by the contract',
      unexpected.length === 0,
      unexpected.length ? unexpected.slice(0, 5).join('; ') : 'none unexpected',
    );
    if (utcDay(started) !== utcDay(Date.now())) {
      // Daily counts restarted at 00:00 UTC during the run: limits cannot be judged this time.
      console.log('(the run crossed 00:00 UTC: daily limit and usage checks not judged)');
      return;
    }
    const paid = outcomes.filter((o) => o.plan !== 'FREE');
    const free = outcomes.filter((o) => o.plan === 'FREE');
    verdicts.check(
      'load: paid users within their limits never see 429',
      paid.every((o) => o.limited === 0),
      `${paid.reduce((s, o) => s + o.limited, 0)} 429s for ${paid.length} paid users`,
    );
    verdicts.check(
      'load: each Free user gets exactly 1 upload and 1 generation, then 429',
      free.every((o) => o.uploads === 1 && o.generations === 1),
      `${free.filter((o) => o.uploads === 1 && o.generations === 1).length} of ${free.length} Free users; ${free.reduce((s, o) => s + o.limited, 0)} 429s`,
    );
    verdicts.check(
      'load: usage counts equal successful uploads and generations',
      usageMismatches.length === 0,
      usageMismatches.length
        ? usageMismatches.slice(0, 5).join('; ')
        : `${outcomes.length} users match`,
    );
  } finally {
    await server.kill9();
    await target.dispose();
  }
}
