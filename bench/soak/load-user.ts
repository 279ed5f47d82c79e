import type { Answer } from './api-call';
import { resumeFile } from './resume-files';
import type { SeededRandom } from './seeded-random';
import { SOAK_JOB } from './resume-files';
import type { PaidPlan, SoakApi } from './soak-api';

export type LoadPlan = 'FREE' | PaidPlan;

/** What one simulated user did and saw. */
export interface LoadUserOutcome {
  plan: LoadPlan;
  token: string | null;
  uploads: number;
  generations: number;
  /** 429s on uploads and generations: expected for Free users, a failure for paid ones. */
  limited: number;
  /** Answers outside what the contract allows at that step, as "label status". */
  unexpected: string[];
}

export interface LoadUserOptions {
  api: SoakApi;
  n: number;
  runId: string;
  plan: LoadPlan;
  /** The plan's daily limits (from GET /usage/plan-limits). */
  limits: { resume_upload: number; resume_generation: number };
  deadline: number;
  random: SeededRandom;
}

const pause = (random: SeededRandom) =>
  new Promise((resolve) => setTimeout(resolve, random.between(100, 500)));

/**
 * One simulated person: signs up (and subscribes, for a paid plan), then until the deadline
 * signs in, uploads a resume, scores it, generates a resume for a job, reads usage and lists
 * resumes, with a short pause between steps. Paid users stay within their daily limits; Free
 * users keep trying past theirs and get 429s, as the plan says.
 */
export async function runLoadUser(options: LoadUserOptions): Promise<LoadUserOutcome> {
  const { api, plan, limits, random } = options;
  const outcome: LoadUserOutcome = {
    plan,
    token: null,
    uploads: 0,
    generations: 0,
    limited: 0,
    unexpected: [],
  };
  const expect = (what: string, answer: Answer<unknown>, allowed: number[]) => {
    if (!allowed.includes(answer.status))
      outcome.unexpected.push(
        `${what} ${answer.status || answer.error} ${JSON.stringify(answer.body).slice(0, 160)}`,
      );
    return answer.status;
  };
  const email = `soak${options.n}.${options.runId}.401@example.com`;
  const password = `soak password ${options.n}`;
  const file = await resumeFile(options.n);

  const signup = await api.signUp(email, password);
  if (expect('signup', signup, [201]) !== 201) return outcome;
  let token = signup.body.access_token;
  if (plan !== 'FREE') {
    const card = await api.saveCard(token);
    if (expect('save card', card, [200]) !== 200) return outcome;
    const sub = await api.subscribe(token, plan, card.body.payment_method_id);
    if (expect('subscribe', sub, [200]) !== 200) return outcome;
  }
  let latest: string | null = null;
  while (Date.now() < options.deadline) {
    const login = await api.logIn(email, password);
    if (expect('login', login, [200]) === 200) token = login.body.access_token;
    await pause(random);
    if (plan === 'FREE' || outcome.uploads < limits.resume_upload) {
      const up = await api.upload(token, file);
      if (expect('upload', up, [201, 429]) === 201) {
        outcome.uploads += 1;
        latest = up.body.resume_id;
      } else if (up.status === 429) outcome.limited += 1;
      await pause(random);
    }
    if (latest) {
      expect('score', await api.score(token, latest), [200]);
      await pause(random);
    }
    if (plan === 'FREE' || outcome.generations < limits.resume_generation) {
      const gen = await api.generate(token, SOAK_JOB);
      if (expect('generate', gen, [200, 429]) === 200) outcome.generations += 1;
      else if (gen.status === 429) outcome.limited += 1;
      await pause(random);
    }
    expect('usage', await api.usage(token), [200]);
    await pause(random);
    expect('list', await api.resumes(token), [200]);
    await pause(random);
  }
  outcome.token = token;
  return outcome;
}
