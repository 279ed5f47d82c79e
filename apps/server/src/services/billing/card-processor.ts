import { AppError } from '../../errors/app-error';

/** The built-in test processor's cards (as Stripe's test mode uses them). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Saves fine, then every charge is declined (Stripe's 4000 0000 0000 0341). */
  chargeDeclined: '4000000000000341',
} as const;

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

/**
 * Checks a card the way a processor would: a valid number, a future expiry, a plausible CVC; the
 * decline test card is declined. Only brand, last four and expiry leave this function.
 */
export function verifyCard(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date,
) {
  const number = card.number.replace(/\s/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number))
    throw new AppError('PAYMENT_REQUIRED', 'Your card number is invalid.');
  const expiry = new Date(Date.UTC(card.exp_year, card.exp_month, 1));
  if (expiry <= now) throw new AppError('PAYMENT_REQUIRED', 'Your card has expired.');
  const brand = brandOf(number);
  if (!new RegExp(brand === 'amex' ? '^\\d{4}$' : '^\\d{3}$').test(card.cvc))
    throw new AppError('PAYMENT_REQUIRED', 'Your card’s security code is incorrect.');
  if (number === TEST_CARDS.declined)
    throw new AppError('PAYMENT_REQUIRED', 'Your card was declined.');
  return {
    brand,
    last4: number.slice(-4),
    expMonth: card.exp_month,
    expYear: card.exp_year,
    declinesCharges: number === TEST_CARDS.chargeDeclined,
  };
}

/** Whether the built-in processor accepts a charge on a saved card at a given moment. */
export function chargeOutcome(
  card: { expMonth: number; expYear: number; declinesCharges: boolean },
  now: Date,
): { succeeded: true } | { succeeded: false; message: string } {
  if (new Date(Date.UTC(card.expYear, card.expMonth, 1)) <= now)
    return { succeeded: false, message: 'Your card has expired.' };
  if (card.declinesCharges) return { succeeded: false, message: 'Your card was declined.' };
  return { succeeded: true };
}
