/** Cents as dollars the way the app shows money: 999 -> "$9.99", -250 -> "-$2.50". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
