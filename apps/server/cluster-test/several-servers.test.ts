import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from '../test/helpers/fake-stripe';
import { startSmtpInbox, type SmtpInbox } from '../test/helpers/smtp-inbox';
import { adminDatabaseUrl, sharedRedisUrl } from './helpers/cluster-settings';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';
import { deleteRedisKeys } from './helpers/delete-redis-keys';
import { startCluster, type Cluster } from './helpers/start-cluster';
import { generateResume, uploadResume } from './helpers/resume-requests';
import { subscribeAcross } from './helpers/subscribe-across';
import { newEmail, nextAddress, signIn, signUp, type Account } from './helpers/cluster-accounts';

// Two real server processes, one PostgreSQL database, one Redis: every request below goes to
// the servers in turn (server i % 2), as a load balancer would send them.
const prefix = `rr-cluster-${randomBytes(6).toString('hex')}:`;
let database: ScratchDatabase;
let fake: FakeStripe;
let inbox: SmtpInbox;
let cluster: Cluster;

beforeAll(async () => {
  database = await createScratchDatabase(adminDatabaseUrl);
  fake = await startFakeStripe({ now: () => new Date() });
  inbox = await startSmtpInbox();
  cluster = await startCluster({
    databaseUrl: database.url,
    redisUrl: sharedRedisUrl,
    redisKeyPrefix: prefix,
    env: { ...fakeStripeSettings, STRIPE_API_URL: fake.url, SMTP_URL: inbox.url },
  });
});
afterAll(async () => {
  await cluster?.stop();
  await fake?.close();
  await inbox?.close();
  await database?.drop();
  await deleteRedisKeys(sharedRedisUrl, prefix);
});

const call = (...args: Parameters<Cluster['client']['call']>) => cluster.client.call(...args);
const forgot = (server: number, email: string, ip: string) =>
  call(server, 'POST', '/auth/forgot-password', { ip, json: { email } });

const upload = (server: number, user: Account) => uploadResume(cluster.client, server, user);
const generate = (server: number, user: Account) => generateResume(cluster.client, server, user);

const subscribe = (user: Account, plan: 'STANDARD' | 'PLATINUM') =>
  subscribeAcross(cluster.client, fake, user, plan);

describe('two servers, one database, one Redis', () => {
  it('both report Redis in /api/health', async () => {
    for (const server of [0, 1]) {
      const health = await call(server, 'GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });
    }
  });

  it('refuses the 11th sign-in attempt in a minute, whichever server gets it', async () => {
    const user = await signUp(cluster.client, 0);
    const ip = nextAddress();
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push(
        (await signIn(cluster.client, i, { ...user, password: 'wrong 12345' }, ip)).status,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // The right password does not get through either, on either server.
    for (const server of [0, 1])
      expect((await signIn(cluster.client, server, user, ip)).status).toBe(429);
    expect((await signIn(cluster.client, 1, user)).status).toBe(200);
  });

  it('still refuses that address after a restart: the count lives in Redis', async () => {
    const user = await signUp(cluster.client, 0);
    const ip = nextAddress();
    for (let i = 0; i < 10; i += 1) await signIn(cluster.client, i, user, ip);
    await cluster.restart(0);
    for (const server of [0, 1])
      expect((await signIn(cluster.client, server, user, ip)).status).toBe(429);
  });

  it('lets exactly 10 of 20 parallel sign-ins from one address through', async () => {
    const user = await signUp(cluster.client, 1);
    const ip = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(cluster.client, i, user, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('limits reset requests exactly: 3 an hour per email, 10 per address', async () => {
    const email = newEmail('reset');
    const perEmail = [];
    for (let i = 0; i < 5; i += 1) perEmail.push((await forgot(i, email, nextAddress())).status);
    expect(perEmail).toEqual([200, 200, 200, 429, 429]);

    const ip = nextAddress();
    const perAddress = await Promise.all(
      Array.from({ length: 14 }, (_, i) => forgot(i, newEmail('addr'), ip)),
    );
    const statuses = perAddress.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it('keeps the daily upload and generation limits exact under 20 parallel requests', async () => {
    const free = await signUp(cluster.client, 0);
    const standard = await signUp(cluster.client, 1);
    await subscribe(standard, 'STANDARD');
    for (const [user, limit] of [
      [free, 1],
      [standard, 10],
    ] as const) {
      const uploads = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(i, user)));
      expect(uploads.filter((a) => a.status === 201)).toHaveLength(limit);
      expect(uploads.filter((a) => a.status === 429)).toHaveLength(20 - limit);
      const generations = await Promise.all(
        Array.from({ length: 20 }, (_, i) => generate(i, user)),
      );
      expect(generations.filter((a) => a.status === 200)).toHaveLength(limit);
      expect(generations.filter((a) => a.status === 429)).toHaveLength(20 - limit);
      for (const server of [0, 1]) {
        const usage = await call(server, 'GET', '/usage/usage-info', { token: user.token });
        expect(usage.body.usage_summary.resume_upload).toMatchObject({ current: limit, limit });
        expect(usage.body.usage_summary.resume_generation).toMatchObject({ current: limit, limit });
        const list = await call(server, 'GET', '/resumes', { token: user.token });
        expect(list.status).toBe(200);
        expect(list.body.resumes).toHaveLength(limit);
      }
    }
  });

  it('refuses on one server a session signed out on the other', async () => {
    const user = await signUp(cluster.client, 0);
    const session = (await signIn(cluster.client, 0, user)).body.access_token as string;
    expect((await call(1, 'GET', '/auth/me', { token: session })).status).toBe(200);
    expect((await call(0, 'POST', '/auth/logout', { token: session })).status).toBe(200);
    for (const server of [0, 1])
      expect((await call(server, 'GET', '/auth/me', { token: session })).status).toBe(401);
    expect((await call(1, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
  });

  it('refuses on either server every session older than a password reset done on one', async () => {
    const user = await signUp(cluster.client, 1);
    const sessions = [user.token, (await signIn(cluster.client, 1, user)).body.access_token];
    // Token times are whole seconds and a reset refuses tokens from before its own second (see
    // reset-password.ts), so the reset comes in a later second than the sessions it must end.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 10));
    expect((await forgot(1, user.email, nextAddress())).status).toBe(200);
    const mail = await inbox.waitFor(user.email);
    const token = mail.text?.match(/\/reset-password\/([\w-]+)/)?.[1];
    expect(token, mail.text).toBeTruthy();
    const reset = await call(0, 'POST', '/auth/reset-password', {
      json: { token, new_password: 'brand new pass 9' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    for (const session of sessions)
      for (const server of [0, 1])
        expect((await call(server, 'GET', '/auth/me', { token: session })).status).toBe(401);
    const fresh = await signIn(cluster.client, 1, { ...user, password: 'brand new pass 9' });
    expect(fresh.status).toBe(200);
  });

  it('shows on one server the subscription bought and changed on the other', async () => {
    const user = await signUp(cluster.client, 0);
    const plan = async (server: number) =>
      (await call(server, 'GET', '/subscriptions/current', { token: user.token })).body.subscription
        .plan_type;
    expect([await plan(0), await plan(1)]).toEqual(['FREE', 'FREE']);
    await subscribe(user, 'STANDARD');
    expect([await plan(0), await plan(1)]).toEqual(['STANDARD', 'STANDARD']);
    const upgrade = await call(1, 'PUT', '/subscriptions/update', {
      token: user.token,
      json: { new_plan_type: 'PLATINUM', prorate: true },
    });
    expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(200);
    expect([await plan(0), await plan(1)]).toEqual(['PLATINUM', 'PLATINUM']);
    const usage = await call(0, 'GET', '/usage/usage-info', { token: user.token });
    expect(usage.body.usage_summary).toMatchObject({
      plan_type: 'PLATINUM',
      resume_upload: { limit: 50 },
    });
  });

  it('answered nothing with a 5xx', () => {
    expect(cluster.client.count()).toBeGreaterThan(100);
    expect(cluster.client.serverErrors()).toEqual([]);
  });

  it('stops gracefully: both exit 0 on SIGTERM, closing the database and Redis', async () => {
    expect(await cluster.stop()).toEqual([0, 0]);
  });
});
