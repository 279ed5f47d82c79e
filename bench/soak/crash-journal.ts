import type { PaidPlan } from './soak-api';

/** A person the crash run created, with the token it signed up with (valid across restarts). */
export interface CrashUser {
  email: string;
  token: string;
}

/** What clients were told before each crash: every acknowledged write must survive. */
export interface CrashJournal {
  uploads: Array<{ user: CrashUser; resumeId: string }>;
  subscriptions: Array<{ user: CrashUser; plan: PaidPlan }>;
  changes: Array<{ user: CrashUser; target: PaidPlan; kind: 'upgrade' | 'downgrade' }>;
  /** Every user the run made, so checks can cover writes nobody heard back about. */
  users: CrashUser[];
  /** Kill moments, ms after the round's traffic began. */
  kills: number[];
}

/** An empty journal. */
export function createCrashJournal(): CrashJournal {
  return { uploads: [], subscriptions: [], changes: [], users: [], kills: [] };
}
