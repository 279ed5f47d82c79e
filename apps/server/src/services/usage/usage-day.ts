/** The UTC day a moment falls on, as PostgreSQL's date text (YYYY-MM-DD). Days reset at 00:00 UTC. */
export function usageDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the next day starts (00:00 UTC). */
export function nextReset(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
