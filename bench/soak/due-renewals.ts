import type { DatabaseReader } from './database-reader';

/** A subscription whose period end was moved into the past, as it was just before the job ran. */
export interface DueRenewal {
  user_id: string;
  plan_type: string;
  scheduled_plan_change: string | null;
  current_period_end: Date;
}

/** The same moment a calendar month later in UTC, as the server's billing periods count. */
function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * There is no test clock, so renewals are made due by writing the period end (and any scheduled
 * change's date) a minute into the past, whole milliseconds so the server's idempotency key
 * (which names the period end) can be predicted. Either the given users, or everyone with a
 * scheduled change.
 */
export async function makeRenewalsDue(
  reader: DatabaseReader,
  who: string[] | 'scheduled',
): Promise<DueRenewal[]> {
  const moment = `date_trunc('milliseconds', now()) - interval '1 minute'`;
  return reader.query<DueRenewal>(
    `update subscriptions
     set current_period_end = ${moment},
         scheduled_change_date = case when scheduled_plan_change is null then null else ${moment} end
     where ${who === 'scheduled' ? 'scheduled_plan_change is not null' : 'user_id = any($1::uuid[])'}
     returning user_id, plan_type, scheduled_plan_change, current_period_end`,
    who === 'scheduled' ? [] : [who],
  );
}

/**
 * The due renewals that were not applied exactly once: each must have one succeeded renewal
 * charge for that period (its key names the period end), at the scheduled plan if one was set,
 * the scheduled change cleared, and the period moved on by one month.
 */
export async function renewalsNotOnce(
  reader: DatabaseReader,
  due: DueRenewal[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (const renewal of due) {
    const [sub] = await reader.query<{
      plan_type: string;
      scheduled_plan_change: string | null;
      current_period_end: Date;
    }>(
      'select plan_type, scheduled_plan_change, current_period_end from subscriptions where user_id = $1',
      [renewal.user_id],
    );
    const charges = await reader.query<{ idempotency_key: string; plan_type: string }>(
      `select idempotency_key, plan_type from transactions
       where user_id = $1 and status = 'succeeded' and idempotency_key like 'renewal:%'`,
      [renewal.user_id],
    );
    const plan = renewal.scheduled_plan_change ?? renewal.plan_type;
    // The key ends with the card charged; the period it names is what matters here.
    const key = `renewal:${renewal.user_id}:${renewal.current_period_end.toISOString()}:0:`;
    const ok =
      sub?.plan_type === plan &&
      sub.scheduled_plan_change === null &&
      sub.current_period_end.getTime() === addMonth(renewal.current_period_end).getTime() &&
      charges.length === 1 &&
      charges[0]!.idempotency_key.startsWith(key) &&
      charges[0]!.plan_type === plan;
    if (!ok) wrong.push(`${renewal.user_id}: ${JSON.stringify({ sub, charges })}`);
  }
  return wrong;
}
