import type { DatabaseReader } from './database-reader';

/** One integrity rule: the query returns the rows that break it (none, when the data is whole). */
interface Rule {
  name: string;
  sql: string;
}

const RULES: Rule[] = [
  {
    name: 'every resume has its score',
    sql: `select r.id from resumes r
          where not exists (select 1 from resume_scores s where s.resume_id = r.id)`,
  },
  {
    name: 'every resume has its text and whole file',
    sql: `select id from resumes
          where length(text) = 0 or octet_length(file) <> size_bytes or word_count <= 0`,
  },
  {
    // Counters and stored resumes, per user and UTC day, both ways round.
    name: 'upload counters equal stored resumes per user and day',
    sql: `select coalesce(u.user_id, r.user_id) as user_id, u.count as counted, r.stored
          from (select user_id, day, count from usage_counters where feature = 'resume_upload') u
          full join (select user_id, (created_at at time zone 'UTC')::date as day, count(*) as stored
                     from resumes group by 1, 2) r
            on r.user_id = u.user_id and r.day = u.day
          where coalesce(u.count, 0) <> coalesce(r.stored, 0)`,
  },
  {
    name: 'every paid plan was paid for (a succeeded charge for that plan)',
    sql: `select s.user_id, s.plan_type from subscriptions s
          where s.plan_type <> 'FREE' and s.status = 'active'
            and not exists (select 1 from transactions t where t.user_id = s.user_id
                            and t.status = 'succeeded' and t.plan_type = s.plan_type)`,
  },
  {
    name: 'every paid plan has its period',
    sql: `select user_id from subscriptions
          where plan_type <> 'FREE' and status = 'active' and current_period_end is null`,
  },
  {
    name: 'at most one first-month charge per user',
    sql: `select user_id, count(*) from transactions
          where status = 'succeeded' and description like '%first month'
          group by user_id having count(*) > 1`,
  },
  {
    name: 'each subscription start has exactly its charge (history and transactions agree)',
    sql: `select coalesce(p.user_id, t.user_id) as user_id, p.n as history, t.n as charges
          from (select user_id, count(*) as n from plan_changes where change_type = 'new' group by 1) p
          full join (select user_id, count(*) as n from transactions
                     where status = 'succeeded' and description like '%first month' group by 1) t
            on t.user_id = p.user_id
          where coalesce(p.n, 0) <> coalesce(t.n, 0)`,
  },
  {
    name: 'each upgrade has exactly its charge (history and transactions agree)',
    sql: `select coalesce(p.user_id, t.user_id) as user_id, p.n as history, t.n as charges
          from (select user_id, count(*) as n from plan_changes where change_type = 'upgrade' group by 1) p
          full join (select user_id, count(*) as n from transactions
                     where status = 'succeeded' and description like 'Upgrade to %' group by 1) t
            on t.user_id = p.user_id
          where coalesce(p.n, 0) <> coalesce(t.n, 0)`,
  },
  {
    name: 'every scheduled change is in the history',
    sql: `select s.user_id from subscriptions s
          where s.scheduled_plan_change is not null
            and not exists (select 1 from plan_changes p where p.user_id = s.user_id
                            and p.change_type = 'downgrade' and p.to_plan = s.scheduled_plan_change)`,
  },
  {
    name: 'every saved card belongs to exactly one completed card setup',
    sql: `select m.id from payment_methods m
          where (select count(*) from setup_intents i where i.payment_method_id = m.id) <> 1
          union all
          select i.payment_method_id from setup_intents i
          where i.payment_method_id is not null
            and not exists (select 1 from payment_methods m where m.id = i.payment_method_id)`,
  },
  {
    name: 'at most one default card per user',
    sql: `select user_id from payment_methods where is_default group by user_id having count(*) > 1`,
  },
];

/** A broken rule: its name, how many rows break it and a few of them. */
export interface Breach {
  rule: string;
  rows: number;
  examples: string;
}

/**
 * Runs the integrity rules against the server's database (read directly, the server stopped):
 * nothing half-written, counters matching rows, every plan paid for exactly once.
 */
export async function checkDataIntegrity(
  reader: DatabaseReader,
): Promise<{ rules: number; breaches: Breach[] }> {
  const breaches: Breach[] = [];
  for (const rule of RULES) {
    const rows = await reader.query(rule.sql);
    if (rows.length)
      breaches.push({
        rule: rule.name,
        rows: rows.length,
        examples: JSON.stringify(rows.slice(0, 3)),
      });
  }
  return { rules: RULES.length, breaches };
}
