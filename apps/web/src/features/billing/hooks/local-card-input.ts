/** What the app's own card form holds, as typed. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardProblems = Partial<Record<keyof CardInput, string>>;

/** Digits only, grouped by four as printed on cards: "4242424242424242" -> "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Month and two-digit year as "MM / YY", the slash appearing once the year starts. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** "MM / YY" (or MM/YYYY) as a month and a four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The checks worth making before asking the processor: the shape of each field. Whether the
 * card is valid, expired or declined is the processor's answer.
 */
export function cardProblems(input: CardInput): CardProblems {
  const problems: CardProblems = {};
  if (!/^\d{13,19}$/.test(input.number.replace(/\s/g, '')))
    problems.number = 'Your card number is incomplete.';
  if (!parseExpiry(input.expiry)) problems.expiry = 'Your card’s expiration date is incomplete.';
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    problems.cvc = 'Your card’s security code is incomplete.';
  return problems;
}
