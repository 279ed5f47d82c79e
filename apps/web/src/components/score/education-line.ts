/**
 * One education entry as a line of text. The contract leaves entries open (the engine sends
 * strings today and may send structured entries later), so an object shows its text fields
 * in order; anything with no text gives null and is left out.
 */
export function educationLine(entry: unknown): string | null {
  if (typeof entry === 'string') return entry.trim() || null;
  if (entry && typeof entry === 'object') {
    const parts = Object.values(entry)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map((v) => String(v).trim())
      .filter(Boolean);
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}
