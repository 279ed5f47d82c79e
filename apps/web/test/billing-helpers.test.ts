import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '../src/features/billing/hooks/local-card-input';
import {
  canCancel,
  canReactivate,
  periodLine,
  planMove,
} from '../src/features/billing/hooks/subscription-state';
import { formatDate } from '../src/lib/format-date';
import { formatMoney } from '../src/lib/format-money';
import { freeSubscription, subscription } from './billing-api';

describe('money and dates', () => {
  it('shows cents as dollars', () => {
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456)).toBe('$1234.56');
    expect(formatMoney(-250)).toBe('-$2.50');
  });

  it('shows the UTC day, whatever the hour', () => {
    expect(formatDate('2026-12-23T00:30:00Z')).toBe('Dec 23, 2026');
    expect(formatDate('2026-12-23T23:59:00Z')).toBe('Dec 23, 2026');
    expect(formatDate('2026-12-24T01:00:00+03:00')).toBe('Dec 23, 2026');
  });
});

describe('the local card form’s input', () => {
  it('groups the card number by four and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM / YY and reads it back', () => {
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12 / 3')).toBe('12 / 3');
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13 / 30')).toBeNull();
    expect(parseExpiry('12 / 3')).toBeNull();
  });

  it('names each field that is not complete', () => {
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' })).toEqual(
      {},
    );
    expect(Object.keys(cardProblems({ number: '4242', expiry: '1', cvc: '12' })).sort()).toEqual([
      'cvc',
      'expiry',
      'number',
    ]);
  });
});

describe('subscription states', () => {
  it('renews active paid plans, expires ending ones, and dates nothing on Free', () => {
    expect(periodLine(subscription())).toBe('Renews on Dec 23, 2026');
    expect(periodLine(subscription({ cancel_at_period_end: true }))).toBe(
      'Expires on Dec 23, 2026',
    );
    expect(periodLine(subscription({ status: 'canceled' }))).toBe('Expires on Dec 23, 2026');
    expect(periodLine(subscription({ status: 'past_due' }))).toBeNull();
    expect(periodLine(freeSubscription)).toBeNull();
  });

  it('offers cancel to active paid plans and reactivate to ending ones', () => {
    expect([canCancel(subscription()), canReactivate(subscription())]).toEqual([true, false]);
    const ending = subscription({ cancel_at_period_end: true });
    expect([canCancel(ending), canReactivate(ending)]).toEqual([false, true]);
    expect(canCancel(freeSubscription)).toBe(false);
  });

  it('orders plans Free, Standard, Platinum', () => {
    expect(planMove('FREE', 'STANDARD')).toBe('upgrade');
    expect(planMove('STANDARD', 'PLATINUM')).toBe('upgrade');
    expect(planMove('PLATINUM', 'STANDARD')).toBe('downgrade');
    expect(planMove('STANDARD', 'FREE')).toBe('downgrade');
  });
});
