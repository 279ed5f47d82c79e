import { eq } from 'drizzle-orm';
import {
  EXPORT_FILES_DIR,
  EXPORT_JSON_NAME,
  GENERATED_RESUMES_NOTE,
  type AccountExport,
  type ExportedResume,
} from '@resumerank/contract/account';
import type { ScoreResults } from '@resumerank/engine/score-resume';
import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';
import type { ZipEntry } from '../../engine/engine-messages';
import { resumes } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findUserById } from '../../repositories/user-repository';
import { toPublicUser } from '../auth/to-public-user';
import {
  currentSubscription,
  listPaymentMethods,
  listTransactions,
  planHistory,
} from '../billing/billing-queries';
import { getUsageSummary } from '../usage/get-usage';
import { latestScores } from '../resumes/latest-scores';

/** What the export needs. */
export interface ExportContext {
  db: Database;
  now: () => Date;
  /** Deflates the ZIP in a worker: hundreds of megabytes of files would stall the event loop. */
  engine: EnginePool;
}

/** A ready download: the ZIP's bytes and the name it is saved under. */
export interface AccountExportFile {
  filename: string;
  bytes: Buffer;
}

const EXPORT_FAILED = 'Your data could not be packed for download. Please try again.';

// Far more rows than any account holds: the export lists everything, not a page.
const ALL_ROWS = 1_000_000;

/** The ZIP entry of a resume's original file; the id keeps two uploads named alike apart. */
function filePath(resumeId: string, filename: string): string {
  // Stored names are already cleaned; a path separator must still never make a folder.
  return `${EXPORT_FILES_DIR}/${resumeId}-${filename.replace(/[\\/]/g, '_')}`;
}

/** The user's resumes, oldest first, with the file bytes still kept and the latest score. */
async function resumesWithScores(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(resumes.createdAt);
  const latest = await latestScores(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ row: r, score: latest.get(r.id) }));
}

/**
 * GET /account/export ("Download my data"): every record of the signed-in user as
 * resumerank-data.json plus the original resume files still kept, in one ZIP. Only the API's
 * public shapes are used, so no password hash, token or full card number can slip in.
 */
export async function exportAccountData(
  ctx: ExportContext,
  userId: string,
): Promise<AccountExportFile> {
  const now = ctx.now();
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Session expired. Please log in again.');
  const { subscription } = await currentSubscription(ctx.db, userId);
  const usage = await getUsageSummary(ctx.db, userId, now);
  const files: ZipEntry[] = [];
  const exported: ExportedResume[] = [];
  for (const { row, score } of await resumesWithScores(ctx.db, userId)) {
    const path = row.file ? filePath(row.id, row.filename) : null;
    if (path && row.file) files.push({ path, bytes: row.file });
    exported.push({
      resume_id: row.id,
      filename: row.filename,
      content_type: row.contentType,
      size_bytes: row.sizeBytes,
      uploaded_at: row.createdAt.toISOString(),
      file_available: row.file !== null,
      file_path: path,
      overall_score: score?.overallScore ?? null,
      results: (score?.results as ScoreResults | undefined) ?? null,
    });
  }
  const data: AccountExport = {
    exported_at: now.toISOString(),
    account: { ...toPublicUser(user), plan: usage.usage_summary.plan_type },
    subscription: {
      plan_type: subscription.plan_type,
      status: subscription.status,
      current_period_start: subscription.current_period_start,
      current_period_end: subscription.current_period_end,
      cancel_at_period_end: subscription.cancel_at_period_end,
      scheduled_plan_change: subscription.scheduled_plan_change,
      scheduled_change_date: subscription.scheduled_change_date,
    },
    plan_history: (await planHistory(ctx.db, userId, ALL_ROWS)).changes,
    transactions: (await listTransactions(ctx.db, userId, { skip: 0, limit: ALL_ROWS }))
      .transactions,
    payment_methods: (await listPaymentMethods(ctx.db, userId)).payment_methods,
    resumes: exported,
    usage: usage.usage_summary,
    generated_resumes: { stored: false, note: GENERATED_RESUMES_NOTE },
  };
  const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
  const outcome = await ctx.engine.zip([...files, { path: EXPORT_JSON_NAME, bytes: json }]);
  if (!outcome.ok) throw new AppError('SERVICE_UNAVAILABLE', EXPORT_FAILED);
  const bytes = Buffer.from(
    outcome.bytes.buffer,
    outcome.bytes.byteOffset,
    outcome.bytes.byteLength,
  );
  return { filename: `ResumeRank_data_${now.toISOString().slice(0, 10)}.zip`, bytes };
}
