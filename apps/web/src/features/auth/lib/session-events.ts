/** The session monitor's events (SPEC.md 4), dispatched on window. */
export type SessionEvent =
  'session-warning' | 'session-expired' | 'session-extended' | 'idle-timeout';

/** Announces a session event to whoever listens (the expiring dialog closes on three of them). */
export function emitSessionEvent(event: SessionEvent): void {
  window.dispatchEvent(new CustomEvent(event));
}
