import type { CrashJournal, CrashUser } from './crash-journal';
import type { Recorder } from './recorder';
import { resumeFile, type ResumeFile } from './resume-files';
import type { SeededRandom } from './seeded-random';
import type { ServerProcess } from './server-process';
import { soakApi, type PaidPlan, type SoakApi } from './soak-api';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RoundOptions {
  server: ServerProcess;
  round: number;
  random: SeededRandom;
  journal: CrashJournal;
  recorder: Recorder;
}

/** Signs a new user up (and subscribes them, when a plan is given) before the traffic starts. */
async function prepareUser(
  api: SoakApi,
  email: string,
  plan: PaidPlan | null,
  card: boolean,
): Promise<CrashUser & { paymentMethodId: string | null }> {
  const signup = await api.signUp(email, 'crash password 1');
  if (signup.status !== 201) throw new Error(`sign-up before the crash failed: ${signup.status}`);
  const user = { email, token: signup.body.access_token, paymentMethodId: null as string | null };
  if (card || plan) {
    const saved = await api.saveCard(user.token);
    if (saved.status !== 200) throw new Error(`card before the crash failed: ${saved.status}`);
    user.paymentMethodId = saved.body.payment_method_id;
  }
  if (plan) {
    const sub = await api.subscribe(user.token, plan, user.paymentMethodId!);
    if (sub.status !== 200) throw new Error(`subscription before the crash failed: ${sub.status}`);
  }
  return user;
}

/**
 * One crash: new users are prepared, then uploads (paid users in loops, Free users three at a
 * time with one use left), double-submitted subscriptions (some saving their card first) and
 * double-clicked plan changes start at random moments, and the server is killed with SIGKILL at
 * a random moment among them. Every acknowledged write goes into the journal.
 */
export async function runCrashRound(options: RoundOptions): Promise<void> {
  const { server, round, random, journal, recorder } = options;
  const api = soakApi(server.url, recorder);
  const name = (role: string, i: number) =>
    `crash${round}.${role}${i}.${server.pid}.401@example.com`;
  const file = (n: number): Promise<ResumeFile> => resumeFile(round * 100 + n);

  const [bulk, free, subscribers, upgraders, downgraders] = await Promise.all([
    Promise.all([0, 1, 2].map((i) => prepareUser(api, name('bulk', i), 'PLATINUM', false))),
    Promise.all([0, 1, 2].map((i) => prepareUser(api, name('free', i), null, false))),
    Promise.all([0, 1, 2, 3].map((i) => prepareUser(api, name('sub', i), null, i < 2))),
    Promise.all([0, 1].map((i) => prepareUser(api, name('up', i), 'STANDARD', false))),
    Promise.all([0, 1].map((i) => prepareUser(api, name('down', i), 'PLATINUM', false))),
  ]);
  journal.users.push(...bulk, ...free, ...subscribers, ...upgraders, ...downgraders);

  const upload = async (user: CrashUser, n: number) => {
    const answer = await api.upload(user.token, await file(n));
    if (answer.status === 201) journal.uploads.push({ user, resumeId: answer.body.resume_id });
    return answer.status;
  };
  // The engine's first document after a start loads its readers (about a second): warm it, so
  // the kill lands among ordinary uploads rather than during that first one.
  await upload(bulk[0]!, 99);

  const killAt = random.between(400, 3500);
  const at = () => sleep(random.between(0, 3000));
  const work: Array<Promise<unknown>> = [];
  for (const [i, user] of bulk.entries()) {
    for (const lane of [0, 1]) {
      // Sequential uploads until the server is gone (no answer) or the day's limit is used.
      work.push(
        (async () => {
          for (let n = 0; ; n += 1) if ((await upload(user, i * 10 + lane + n)) !== 201) break;
        })(),
      );
    }
  }
  for (const [i, user] of free.entries())
    work.push(at().then(() => Promise.all([0, 1, 2].map(() => upload(user, 50 + i)))));
  for (const [i, user] of subscribers.entries()) {
    const plan: PaidPlan = i % 2 ? 'PLATINUM' : 'STANDARD';
    work.push(
      at().then(async () => {
        let pm = user.paymentMethodId;
        if (!pm) {
          const saved = await api.saveCard(user.token);
          if (saved.status !== 200) return;
          pm = saved.body.payment_method_id;
        }
        const answers = await Promise.all([0, 1].map(() => api.subscribe(user.token, plan, pm!)));
        if (answers.some((a) => a.status === 200)) journal.subscriptions.push({ user, plan });
      }),
    );
  }
  const change = (user: CrashUser, target: PaidPlan, kind: 'upgrade' | 'downgrade') =>
    at().then(async () => {
      const answers = await Promise.all([0, 1].map(() => api.changePlan(user.token, target)));
      if (answers.some((a) => a.status === 200)) journal.changes.push({ user, target, kind });
    });
  for (const user of upgraders) work.push(change(user, 'PLATINUM', 'upgrade'));
  for (const user of downgraders) work.push(change(user, 'STANDARD', 'downgrade'));

  await sleep(killAt);
  await server.kill9();
  journal.kills.push(killAt);
  await Promise.all(work);
}
