import { describe, expect, it } from 'vitest';
import { resetPasswordRequest, signupRequest, loginRequest } from '../src/auth';
import { generateRequest } from '../src/generator';
import { planCatalog, planRank, planTypes } from '../src/plan-catalog';
import { errorStatus, errorCodes, defaultErrorMessage } from '../src/errors';
import { passesAccessGate, ACCESS_GATE_MESSAGE } from '../src/access-gate';
import { transactionsQuery } from '../src/payments';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('request schemas', () => {
  it('accepts a valid sign-up and trims the name and email', () => {
    const parsed = signupRequest.parse({
      email: ' a.401@b.co ',
      password: 'secret',
      full_name: ' Ada ',
    });
    expect(parsed).toEqual({ email: 'a.401@b.co', password: 'secret', full_name: 'Ada' });
  });

  it("refuses a bad sign-up with SPEC.md 5's messages", () => {
    expect(
      messages(signupRequest.safeParse({ email: 'x', password: '12345', full_name: 'A' })),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      full_name: 'Name must be at least 2 characters',
    });
  });

  it('needs both login fields', () => {
    expect(loginRequest.safeParse({ username: 'a@b.co' }).success).toBe(false);
    expect(loginRequest.safeParse({ username: 'a@b.co', password: 'p' }).success).toBe(true);
  });

  it('wants 8 characters for a new password', () => {
    expect(
      messages(resetPasswordRequest.safeParse({ token: 't', new_password: '1234567' })),
    ).toEqual({
      new_password: 'Password must be at least 8 characters long',
    });
    expect(resetPasswordRequest.safeParse({ token: 't', new_password: '12345678' }).success).toBe(
      true,
    );
  });

  it('refuses an empty job description', () => {
    expect(messages(generateRequest.safeParse({ job_description: '   ' }))).toEqual({
      job_description: 'Please enter a job description',
    });
  });

  it('coerces and bounds the transaction page', () => {
    expect(transactionsQuery.parse({})).toEqual({ skip: 0, limit: 10 });
    expect(transactionsQuery.parse({ skip: '5', limit: '5' })).toEqual({ skip: 5, limit: 5 });
    expect(transactionsQuery.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('the plan catalog', () => {
  it('holds the prices and limits of API.md', () => {
    expect(planTypes).toEqual(['FREE', 'STANDARD', 'PLATINUM']);
    expect(planCatalog.FREE).toMatchObject({
      price: 0,
      limits: { resume_upload: 1, resume_generation: 1 },
    });
    expect(planCatalog.STANDARD).toMatchObject({
      price: 999,
      interval: 'month',
      limits: { resume_upload: 10, resume_generation: 10 },
    });
    expect(planCatalog.PLATINUM).toMatchObject({
      price: 1999,
      limits: { resume_upload: 50, resume_generation: 50 },
    });
    expect(planCatalog.FREE.features.export_pdf_enabled).toBe(false);
    expect(planCatalog.STANDARD.features).toMatchObject({
      ai_scoring_enabled: true,
      job_comparison_enabled: true,
      export_pdf_enabled: true,
      priority_support: false,
    });
    expect(planCatalog.PLATINUM.features).toMatchObject({
      priority_support: true,
      advanced_analytics: true,
    });
    for (const plan of Object.values(planCatalog)) {
      expect(plan.features.bulk_processing).toBe(false);
      expect(plan.features.api_access).toBe(false);
    }
  });

  it('orders plans for upgrades', () => {
    expect(planRank('FREE')).toBeLessThan(planRank('STANDARD'));
    expect(planRank('STANDARD')).toBeLessThan(planRank('PLATINUM'));
  });
});

describe('errors and the access gate', () => {
  it('maps every code to a status and a message', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(defaultErrorMessage[code].length).toBeGreaterThan(0);
    }
    expect(errorStatus.VALIDATION_ERROR).toBe(422);
    expect(defaultErrorMessage.UNAUTHORIZED).toBe('Session expired. Please log in again.');
  });

  it('lets only marked emails through while the gate is on', () => {
    expect(ACCESS_GATE_MESSAGE).toBe(
      'This site is not released to production yet, please check later.',
    );
    expect(passesAccessGate('ann.401@x.io', { enabled: true, marker: '401' })).toBe(true);
    expect(passesAccessGate('ann@x.io', { enabled: true, marker: '401' })).toBe(false);
    expect(passesAccessGate('ann@x.io', { enabled: false, marker: '401' })).toBe(true);
  });
});
