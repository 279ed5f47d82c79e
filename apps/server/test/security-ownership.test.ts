import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpUser, type SignedUp } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';

let t: TestApp;
let owner: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  owner = await signUpUser(t.app, { full_name: 'Olivia Owner' });
  other = await signUpUser(t.app, { full_name: 'Mallory Other' });
});
afterAll(async () => {
  await t.close();
});

function call(user: SignedUp, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Nothing of the owner's in an answer to someone else: no id, file name, email or name. */
function expectNothingOf(body: string, secrets: string[]) {
  for (const secret of secrets) expect(body).not.toContain(secret);
}

describe("another user's things", () => {
  it('resumes and scores: 404 for score, scores, history, compare and delete, and never listed', async () => {
    const form = multipart('file', 'olivia-private.txt', txtResume());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/resumes/upload-resume',
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { resume_id } = uploaded.json();
    const secrets = ['olivia-private', 'jordan.ellis@example.com', owner.email];
    for (const [method, url] of [
      ['POST', `/api/scoring/score/${resume_id}`],
      ['GET', `/api/scoring/scores/${resume_id}`],
      ['GET', `/api/resumes/${resume_id}/history`],
      ['GET', `/api/resumes/compare?a=${resume_id}&b=${resume_id}`],
      ['DELETE', `/api/resumes/${resume_id}`],
    ] as const) {
      const res = await call(other, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Resume not found.' });
    }
    const list = await call(other, 'GET', '/api/resumes');
    expect(list.json().resumes).toEqual([]);
    expectNothingOf(list.body, secrets);
    // Still there for its owner after the other user's delete.
    expect((await call(owner, 'GET', `/api/scoring/scores/${resume_id}`)).statusCode).toBe(200);
  });

  it("payment methods: a stranger can neither charge nor confirm with the owner's card", async () => {
    const intent = (await call(owner, 'POST', '/api/payments/setup-intent')).json();
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
    // The owner's setup intent cannot be confirmed by another user, even with its secret.
    const stolen = await call(other, 'POST', '/api/payments/local/confirm-setup', {
      client_secret: intent.client_secret,
      card,
    });
    expect(stolen.statusCode).toBe(404);
    const saved = await call(owner, 'POST', '/api/payments/local/confirm-setup', {
      client_secret: intent.client_secret,
      card,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { payment_method_id } = saved.json();

    const charge = await call(other, 'POST', '/api/payments/create-subscription', {
      plan_type: 'PLATINUM',
      payment_method_id,
    });
    expect(charge.statusCode).toBe(404);
    expect(charge.json()).toEqual({ detail: 'Payment method not found.' });
    const theirs = await call(other, 'GET', '/api/subscriptions/current');
    expect(theirs.json().subscription.plan_type).toBe('FREE');
    for (const url of ['/api/payments/payment-methods', '/api/payments/transactions']) {
      const res = await call(other, 'GET', url);
      expect(res.statusCode).toBe(200);
      expectNothingOf(res.body, [payment_method_id, '4242']);
    }
    const made = await call(
      other,
      'POST',
      `/api/payments/payment-methods/${payment_method_id}/default`,
    );
    expect(made.statusCode).toBe(404);
    expectNothingOf(made.body, [payment_method_id, '4242']);
    const owners = (await call(owner, 'GET', '/api/payments/payment-methods')).json();
    expect(owners.payment_methods).toEqual([
      expect.objectContaining({ id: payment_method_id, is_default: true }),
    ]);
  });
});
