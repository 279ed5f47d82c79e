import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';
import { logIn, me, signUpUser, uniqueEmail, type SignedUp } from './helpers/accounts';
import { multipart, resumeText } from './helpers/resume-files';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { subscribe } from './helpers/subscribe';
import { fakeStripeSettings, startFakeStripe, type FakeStripe } from './helpers/fake-stripe';

/**
 * Every table of the schema and what its columns hold. `person` lists the columns that hold
 * the person's data or point at them; `other` the rest. A table or column added without being
 * listed here fails the inventory test, so whoever adds one decides what account deletion does
 * with it. `kept` tables keep their rows after a deletion, detached from the person.
 */
const inventory: Record<string, { person: string[]; other: string[]; kept?: true }> = {
  app_meta: { person: [], other: ['key', 'value', 'updated_at'] },
  users: {
    person: ['id', 'email', 'full_name', 'password_hash'],
    other: ['created_at', 'updated_at', 'tokens_valid_after'],
  },
  revoked_tokens: { person: ['jti', 'user_id'], other: ['expires_at'] },
  password_reset_tokens: {
    person: ['user_id', 'token_hash'],
    other: ['id', 'created_at', 'expires_at', 'used_at'],
  },
  resumes: {
    person: ['user_id', 'filename', 'file', 'text'],
    other: ['id', 'content_type', 'format', 'size_bytes', 'pages', 'word_count', 'created_at'],
  },
  // The results hold what was parsed from the resume: name, email, phone.
  resume_scores: {
    person: ['resume_id', 'results'],
    other: ['id', 'overall_score', 'engine_version', 'created_at'],
  },
  usage_counters: { person: ['user_id'], other: ['day', 'feature', 'count'] },
  subscriptions: {
    person: ['user_id', 'provider_subscription_id', 'provider_customer_id'],
    other: [
      'plan_type',
      'status',
      'current_period_start',
      'current_period_end',
      'cancel_at_period_end',
      'scheduled_plan_change',
      'scheduled_change_date',
      'last_change_at',
      'failed_renewal_attempts',
      'next_retry_at',
      'updated_at',
    ],
  },
  payment_methods: {
    person: ['id', 'user_id', 'brand', 'last4', 'exp_month', 'exp_year'],
    other: ['is_default', 'declines_charges', 'created_at'],
  },
  setup_intents: {
    person: ['secret_hash', 'user_id', 'payment_method_id'],
    other: ['created_at'],
  },
  plan_changes: {
    person: ['user_id'],
    other: [
      'id',
      'seq',
      'from_plan',
      'to_plan',
      'change_type',
      'is_immediate',
      'prorated_amount_cents',
      'created_at',
    ],
  },
  // Kept for accounting: the link to the user is cleared and the idempotency key (which names
  // the user and the card) rewritten.
  transactions: {
    person: ['user_id', 'idempotency_key'],
    other: [
      'id',
      'seq',
      'amount_cents',
      'currency',
      'status',
      'plan_type',
      'description',
      'created_at',
    ],
    kept: true,
  },
};

const FULL_NAME = 'Zebulon Quixfeld';
const PASSWORD = 'correct horse 7';

let inbox: SmtpInbox;
let t: TestApp;
let clock = new Date('2026-05-01T09:00:00Z');

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, APP_URL: 'https://resumerank.test', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    { now: () => clock },
  );
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function deleteAccount(app: TestApp['app'], token: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/delete-account',
    headers: bearer(token),
    payload: { password },
  });
}

/** Uploads a resume with the person's name on it and scores it; the other person's is Jordan's. */
async function uploadAndScore(app: TestApp['app'], user: SignedUp, name = 'Jordan Ellis') {
  const text = resumeText.replace('Jordan Ellis', name);
  const form = multipart(
    'file',
    `${name.split(' ')[1]}-resume.txt`,
    new TextEncoder().encode(text),
  );
  const upload = await app.inject({
    method: 'POST',
    url: '/api/resumes/upload-resume',
    headers: { ...form.headers, ...bearer(user.token) },
    payload: form.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const id = upload.json().resume_id as string;
  const scored = await app.inject({
    method: 'POST',
    url: `/api/scoring/score/${id}`,
    headers: bearer(user.token),
  });
  expect(scored.statusCode, scored.body).toBe(200);
  return id;
}

/** The rows of a raw query (PGlite and node-postgres both answer with `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every row of every table of the schema, each as its JSON text. */
async function everyRow(): Promise<Map<string, string[]>> {
  const rows = new Map<string, string[]>();
  for (const table of Object.keys(inventory)) {
    const result = await rowsOf<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    rows.set(
      table,
      result.map((r) => r.row),
    );
  }
  return rows;
}

/** The tables whose rows mention any of the markers. */
async function tablesMentioning(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [table, rows] of await everyRow()) {
    const hit = rows.some((row) =>
      markers.some((marker) => row.toLowerCase().includes(marker.toLowerCase())),
    );
    if (hit) found.push(table);
  }
  return found.sort();
}

describe('the personal data inventory', () => {
  it('classifies every table and column of the database', async () => {
    const result = await rowsOf<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and table_name not like '\\_\\_drizzle%'`,
    );
    const actual: Record<string, string[]> = {};
    for (const { table_name, column_name } of result) {
      (actual[table_name] ??= []).push(column_name);
    }
    const listed = Object.fromEntries(
      Object.entries(inventory).map(([table, c]) => [table, [...c.person, ...c.other].sort()]),
    );
    for (const columns of Object.values(actual)) columns.sort();
    expect(actual).toEqual(listed);
  });
});

describe('deleting an account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const user = await signUpUser(t.app);
    const resumeId = await uploadAndScore(t.app, user);
    const res = await deleteAccount(t.app, user.token, 'not my password');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('The password is not correct. Your account was not deleted.');
    expect((await me(t.app, user.token)).statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: bearer(user.token),
    });
    expect(list.json().resumes.map((r: { resume_id: string }) => r.resume_id)).toEqual([resumeId]);
  });

  it('needs a signed-in user and a password', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      payload: { password: PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const empty = await deleteAccount(t.app, user.token, '');
    expect(empty.statusCode).toBe(422);
    expect((await me(t.app, user.token)).statusCode).toBe(200);
  });

  it('erases every trace of the person, keeps charges detached, and ends every session', async () => {
    const email = uniqueEmail('Quixfeld');
    const user = await signUpUser(t.app, { email, password: PASSWORD, full_name: FULL_NAME });
    // Someone else, whose data must stay.
    const other = await signUpUser(t.app);
    const otherResume = await uploadAndScore(t.app, other);

    const resumeId = await uploadAndScore(t.app, user, FULL_NAME);
    await subscribe(t.app, user, 'STANDARD');
    const cards = await t.app.inject({
      method: 'GET',
      url: '/api/payments/payment-methods',
      headers: bearer(user.token),
    });
    const cardId = cards.json().payment_methods[0].id as string;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    expect((await inbox.waitFor(email)).subject).toBe('Reset your ResumeRank password');
    // Two more sessions; one is signed out (a revoked token row), one stays open.
    const second = (await logIn(t.app, email, PASSWORD)).json().access_token as string;
    const third = (await logIn(t.app, email, PASSWORD)).json().access_token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(third),
    });
    expect(out.statusCode).toBe(200);

    const markers = [user.userId, email, FULL_NAME, 'Quixfeld', resumeId, cardId];
    // Every table that holds personal data holds this person's before the deletion, so the
    // check below can fail.
    const personal = Object.entries(inventory)
      .filter(([, c]) => c.person.length > 0)
      .map(([table]) => table)
      .sort();
    expect(await tablesMentioning(markers)).toEqual(personal);
    const chargesBefore = (await everyRow()).get('transactions')!.length;

    const res = await deleteAccount(t.app, user.token, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });

    // Every session is over at once.
    for (const token of [user.token, second]) {
      const again = await me(t.app, token);
      expect(again.statusCode).toBe(401);
    }
    expect(await tablesMentioning(markers)).toEqual([]);

    // The charges stay, detached, with what accounting needs.
    const charges = await rowsOf<{
      user_id: string | null;
      amount_cents: number;
      currency: string;
      plan_type: string;
      status: string;
    }>(sql`select user_id, amount_cents, currency, plan_type, status from transactions`);
    expect(charges).toHaveLength(chargesBefore);
    const detached = charges.filter((r) => r.user_id === null);
    expect(detached).toEqual([
      {
        user_id: null,
        amount_cents: 999,
        currency: 'usd',
        plan_type: 'STANDARD',
        status: 'succeeded',
      },
    ]);

    // The other person keeps everything.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: bearer(other.token),
    });
    expect(theirs.json().resumes.map((r: { resume_id: string }) => r.resume_id)).toEqual([
      otherResume,
    ]);

    // No renewal is charged afterwards.
    clock = new Date('2026-08-01T09:00:00Z');
    await t.app.runBillingJob();
    const after = await rowsOf<{ id: string }>(sql`select id from transactions`);
    expect(after).toHaveLength(chargesBefore);

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe('Your ResumeRank account was deleted');
    expect(mail.text).toContain('Hello Zebulon');
    expect(mail.text).toContain('without your name or email address');
    expect(mail.html).toContain('has been deleted');
  });

  it('lets the email sign up again, fresh', async () => {
    const email = uniqueEmail('again');
    const user = await signUpUser(t.app, { email, password: PASSWORD });
    await uploadAndScore(t.app, user);
    await subscribe(t.app, user, 'PLATINUM');
    expect((await deleteAccount(t.app, user.token, PASSWORD)).statusCode).toBe(200);

    const login = await logIn(t.app, email, PASSWORD);
    expect(login.statusCode).toBe(401);
    expect(login.json().detail).toBe('Invalid email or password');

    const fresh = await signUpUser(t.app, { email, password: 'another pass 8' });
    expect(fresh.userId).not.toBe(user.userId);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/current',
      headers: bearer(fresh.token),
    });
    expect(current.json().subscription).toMatchObject({ plan_type: 'FREE', status: 'active' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: bearer(fresh.token),
    });
    expect(list.json().resumes).toEqual([]);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/payments/transactions',
      headers: bearer(fresh.token),
    });
    expect(history.json().transactions).toEqual([]);
  });
});

describe('deleting an account with Stripe', () => {
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => clock });
    s = await createTestApp(
      { ...fakeStripeSettings, STRIPE_API_URL: fake.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      { now: () => clock },
    );
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('cancels the subscription now without a final invoice and deletes the customer', async () => {
    clock = new Date('2026-09-01T00:00:00Z');
    const user = await signUpUser(s.app, { password: PASSWORD });
    const intent = await s.app.inject({
      method: 'POST',
      url: '/api/payments/setup-intent',
      headers: bearer(user.token),
    });
    const card = fake.confirmSetup(intent.json().client_secret, 'visa');
    const subscribed = await s.app.inject({
      method: 'POST',
      url: '/api/payments/create-subscription',
      headers: bearer(user.token),
      payload: { plan_type: 'STANDARD', payment_method_id: card },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const subscriptionId = subscribed.json().subscription.stripe_subscription_id as string;
    const customerId = fake.billing.subscriptions.get(subscriptionId)!.customer;
    const invoicesBefore = fake.billing.invoices.all.size;

    const res = await deleteAccount(s.app, user.token, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);

    const cancel = fake.writes(new RegExp(`^/v1/subscriptions/${subscriptionId}$`));
    expect(cancel.map((r) => r.method)).toEqual(['DELETE']);
    // Stripe's own words for "no final invoice, no credit for the unused time".
    expect(cancel[0]!.params).toEqual({ invoice_now: 'false', prorate: 'false' });
    expect(fake.billing.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(fake.customers.customers.has(customerId)).toBe(false);
    expect(fake.billing.invoices.all.size).toBe(invoicesBefore);
    expect((await me(s.app, user.token)).statusCode).toBe(401);
  });
});
