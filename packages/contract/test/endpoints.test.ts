import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/endpoints';

// Every call of API.md, written out by hand from the document so the table cannot drift from it.
const apiMd = [
  'POST /auth/signup',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/refresh',
  'GET /auth/me',
  'POST /auth/forgot-password',
  'GET /auth/verify-reset-token/:token',
  'POST /auth/reset-password',
  'POST /resumes/upload-resume',
  'POST /scoring/score/:resume_id',
  'GET /scoring/scores/:resume_id',
  'GET /resumes',
  'DELETE /resumes/:resume_id',
  'POST /resume-generator/generate',
  'POST /resume-generator/generate-pdf',
  'GET /subscriptions/plans',
  'GET /subscriptions/current',
  'PUT /subscriptions/update',
  'POST /subscriptions/cancel',
  'POST /subscriptions/reactivate',
  'GET /subscriptions/history',
  'POST /payments/setup-intent',
  'POST /payments/create-subscription',
  'GET /payments/payment-methods',
  'POST /payments/billing-portal',
  'GET /payments/transactions',
  'POST /payments/webhook',
  'POST /payments/local/confirm-setup',
  'GET /usage/usage-info',
  'GET /usage/check-limits',
  'GET /usage/plan-limits',
  'GET /health',
  'GET /config',
  'GET /docs',
];

// Calls the product needs beyond API.md: the billing page's "make this card the default", the
// generated resume as a Word document (issue #6), and, for the editable preview (issue #14), the
// edited resume's ATS score and its plain-text download; deleting the account and "Download my
// data" (issue #17); readiness for a load balancer (issue #15); a resume's versions and the
// comparison of two (issue #16).
const additions = [
  'GET /resumes/:resume_id/history',
  'GET /resumes/compare',
  'GET /health/ready',
  'POST /auth/delete-account',
  'GET /account/export',
  'POST /payments/payment-methods/:payment_method_id/default',
  'POST /resume-generator/generate-docx',
  'POST /resume-generator/ats-check',
  'POST /resume-generator/generate-txt',
];

describe('the endpoint table', () => {
  it('has exactly the calls of API.md plus the documented additions', () => {
    const table = endpoints.map((e) => `${e.method} ${e.path}`);
    expect([...table].sort()).toEqual([...apiMd, ...additions].sort());
  });

  it('has unique ids', () => {
    const ids = endpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares a schema for every path parameter', () => {
    for (const endpoint of endpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const declared = endpoint.params ? Object.keys(endpoint.params.shape) : [];
      expect(declared.sort(), endpoint.id).toEqual(names.sort());
    }
  });

  it('needs a token everywhere except sign-up, sign-in, reset, plans and service calls', () => {
    const open = endpoints.filter((e) => !e.auth).map((e) => e.id);
    expect(open.sort()).toEqual(
      [
        'auth.signup',
        'auth.login',
        'auth.forgotPassword',
        'auth.verifyResetToken',
        'auth.resetPassword',
        'subscriptions.plans',
        'usage.planLimits',
        'payments.webhook',
        'service.health',
        'service.ready',
        'service.config',
        'service.docs',
      ].sort(),
    );
  });
});
