/** The pre-release access gate of SPEC.md 5, shared by the server and the web client. */
export const ACCESS_GATE_MESSAGE =
  'This site is not released to production yet, please check later.';

/** Whether an email may pass the gate (always, when the gate is off). */
export function passesAccessGate(
  email: string,
  gate: { enabled: boolean; marker: string },
): boolean {
  return !gate.enabled || email.includes(gate.marker);
}
