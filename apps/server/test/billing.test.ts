import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';
import { readDocument } from '@resumerank/engine/read-document';
import { callAs, saveCard as saveCardAs } from './helpers/billing';

let t: TestApp;
const now = new Date('2026-06-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { now: () => now });
});
afterAll(async () => {
  await t.close();
});

const call = (user: SignedUp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  callAs(t.app, user, method, url, payload);
const saveCard = (user: SignedUp, number?: string, exp?: { exp_month: number; exp_year: number }) =>
  saveCardAs(t.app, user, number, exp);

describe('plans and the Free default', () => {
  it('lists the catalog and starts every account on Free, active', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/api/subscriptions/plans' });
    expect(
      plans.json().plans.map((p: { plan_type: string; price: number }) => [p.plan_type, p.price]),
    ).toEqual([
      ['FREE', 0],
      ['STANDARD', 999],
      ['PLATINUM', 1999],
    ]);
    const user = await signUpUser(t.app);
    const current = await call(user, 'GET', '/api/subscriptions/current');
    expect(current.json().subscription).toMatchObject({
      plan_type: 'FREE',
      status: 'active',
      cancel_at_period_end: false,
    });
  });
});

describe('cards with the built-in processor', () => {
  it('saves a good card keeping only brand, last four and expiry', async () => {
    const user = await signUpUser(t.app);
    const res = await saveCard(user);
    expect(res.statusCode, res.body).toBe(200);
    const methods = await call(user, 'GET', '/api/payments/payment-methods');
    expect(methods.json().payment_methods).toEqual([
      {
        id: res.json().payment_method_id,
        card: { last4: '4242', brand: 'visa', exp_month: 12, exp_year: 2030 },
        is_default: true,
      },
    ]);
    expect(methods.body).not.toContain('4242424242424242');
  });

  it('declines the decline card, an expired card and a wrong number', async () => {
    const user = await signUpUser(t.app);
    const declined = await saveCard(user, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Your card was declined.');
    expect(
      (await saveCard(user, '4242424242424242', { exp_month: 1, exp_year: 2026 })).json().detail,
    ).toBe('Your card has expired.');
    expect((await saveCard(user, '4242424242424241')).json().detail).toBe(
      'Your card number is invalid.',
    );
    expect(
      (await call(user, 'GET', '/api/payments/payment-methods')).json().payment_methods,
    ).toEqual([]);
  });
});

describe('subscribing', () => {
  it('upgrades a Free user to Standard: charged now, limits and PDF export follow', async () => {
    const user = await signUpUser(t.app);
    const pm = (await saveCard(user)).json().payment_method_id;
    const res = await call(user, 'POST', '/api/payments/create-subscription', {
      plan_type: 'STANDARD',
      payment_method_id: pm,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      client_secret: null,
      subscription: {
        plan_type: 'STANDARD',
        status: 'active',
        current_period_end: '2026-07-10T12:00:00.000Z',
      },
    });

    const txns = await call(user, 'GET', '/api/payments/transactions?skip=0&limit=5');
    expect(txns.json()).toMatchObject({
      total: 1,
      transactions: [
        { amount_cents: 999, currency: 'usd', status: 'succeeded', plan_type: 'STANDARD' },
      ],
    });
    const history = await call(user, 'GET', '/api/subscriptions/history');
    expect(history.json().changes).toMatchObject([
      { from_plan: 'FREE', to_plan: 'STANDARD', change_type: 'new', is_immediate: true },
    ]);
    const usage = await call(user, 'GET', '/api/usage/usage-info');
    expect(usage.json().usage_summary).toMatchObject({
      plan_type: 'STANDARD',
      resume_upload: { limit: 10 },
      resume_generation: { limit: 10 },
    });

    const form = multipart('existing_resume', 'mine.txt', txtResume(), {
      job_description: 'Operations Analyst. SQL required.',
    });
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/resume-generator/generate',
      headers: { ...form.headers, authorization: `Bearer ${user.token}` },
      payload: form.payload,
    });
    const pdf = await call(
      user,
      'POST',
      '/api/resume-generator/generate-pdf',
      generated.json().resume_data,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="Jordan_Ellis_ATS_Resume.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const docx = await call(
      user,
      'POST',
      '/api/resume-generator/generate-docx',
      generated.json().resume_data,
    );
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe(
      'attachment; filename="Jordan_Ellis_ATS_Resume.docx"',
    );
    const readBack = await readDocument(new Uint8Array(docx.rawPayload));
    expect(readBack.format).toBe('docx');
    expect(readBack.text).toContain('Jordan Ellis');
  });

  it('charges once for a double click', async () => {
    const user = await signUpUser(t.app);
    const pm = (await saveCard(user)).json().payment_method_id;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(user, 'POST', '/api/payments/create-subscription', {
          plan_type: 'PLATINUM',
          payment_method_id: pm,
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect((await call(user, 'GET', '/api/payments/transactions')).json().total).toBe(1);
  });

  it('refuses a second subscription and someone else’s card', async () => {
    const user = await signUpUser(t.app);
    const pm = (await saveCard(user)).json().payment_method_id;
    await call(user, 'POST', '/api/payments/create-subscription', {
      plan_type: 'STANDARD',
      payment_method_id: pm,
    });
    const again = await call(user, 'POST', '/api/payments/create-subscription', {
      plan_type: 'PLATINUM',
      payment_method_id: pm,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('active_subscription_exists');

    const stranger = await signUpUser(t.app);
    const stolen = await call(stranger, 'POST', '/api/payments/create-subscription', {
      plan_type: 'STANDARD',
      payment_method_id: pm,
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await call(stranger, 'GET', '/api/subscriptions/current')).json().subscription.plan_type,
    ).toBe('FREE');
  });
});
