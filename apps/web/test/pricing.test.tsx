import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApi } from './fake-api';
import { renderAt } from './render-app';
import { FALLBACK_PLANS } from '../src/features/pricing/api/get-plans';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeEach(async () => {
  const plans = FALLBACK_PLANS.map((p) => (p.plan_type === 'STANDARD' ? { ...p, price: 1299 } : p));
  api = await startFakeApi((req) =>
    req.path === '/subscriptions/plans' ? { status: 200, body: { plans } } : undefined,
  );
});
afterEach(async () => {
  await api.close();
});

describe('pricing from the server', () => {
  it('shows the plans the server answers', async () => {
    renderAt('/');
    expect(await screen.findByText('$12.99')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/subscriptions/plans')).toBe(true);
  });
});
