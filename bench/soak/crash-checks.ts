import type { CrashJournal } from './crash-journal';
import type { DatabaseReader } from './database-reader';
import type { SoakApi } from './soak-api';

/** Findings of the API-side checks: each list holds what broke, empty when everything held. */
export interface JournalFindings {
  lostUploads: string[];
  lostSubscriptions: string[];
  lostChanges: string[];
}

/**
 * Asks the restarted server about everything the journal says was acknowledged: each 201 upload
 * is listed with its score and its stored score reads back; each 200 subscription and plan change
 * shows in /subscriptions/current (a downgrade as applied once its scheduled date has passed).
 */
export async function checkJournal(api: SoakApi, journal: CrashJournal): Promise<JournalFindings> {
  const findings: JournalFindings = { lostUploads: [], lostSubscriptions: [], lostChanges: [] };
  const listed = new Map<string, Map<string, number | null>>();
  for (const { user, resumeId } of journal.uploads) {
    let mine = listed.get(user.email);
    if (!mine) {
      const answer = await api.resumes(user.token);
      mine = new Map((answer.body.resumes ?? []).map((r) => [r.resume_id, r.overall_score]));
      listed.set(user.email, mine);
    }
    const score = await api.storedScore(user.token, resumeId);
    if (typeof mine.get(resumeId) !== 'number' || score.status !== 200)
      findings.lostUploads.push(
        `${user.email} ${resumeId}: listed ${mine.has(resumeId)}, score ${score.status}`,
      );
  }
  for (const { user, plan } of journal.subscriptions) {
    const { subscription } = (await api.current(user.token)).body;
    if (subscription?.plan_type !== plan || subscription.status !== 'active')
      findings.lostSubscriptions.push(
        `${user.email}: ${plan} answered, now ${JSON.stringify(subscription)}`,
      );
  }
  for (const { user, target, kind } of journal.changes) {
    const { subscription } = (await api.current(user.token)).body;
    if (subscription?.plan_type !== target || subscription.scheduled_plan_change !== null)
      findings.lostChanges.push(
        `${user.email}: ${kind} to ${target} answered, now ${JSON.stringify(subscription)}`,
      );
  }
  return findings;
}

/** Users whose acknowledged charges are not exactly one succeeded transaction each. */
export async function chargesNotOnce(
  reader: DatabaseReader,
  journal: CrashJournal,
): Promise<string[]> {
  const wrong: string[] = [];
  const charges = async (email: string, pattern: string) => {
    const [row] = await reader.query<{ n: number }>(
      `select count(*)::int as n from transactions t join users u on u.id = t.user_id
       where u.email = $1 and t.status = 'succeeded' and t.description like $2`,
      [email, pattern],
    );
    return row!.n;
  };
  for (const { user } of journal.subscriptions) {
    const n = await charges(user.email, '%first month');
    if (n !== 1) wrong.push(`${user.email}: ${n} first-month charges`);
  }
  for (const { user, kind } of journal.changes) {
    if (kind !== 'upgrade') continue;
    const n = await charges(user.email, 'Upgrade to %');
    if (n !== 1) wrong.push(`${user.email}: ${n} upgrade charges`);
  }
  return wrong;
}
