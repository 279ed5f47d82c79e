import type { Database } from '../db/database';
import { resumes, resumeScores, users } from '../db/schema';
import { checkLimits } from './usage/get-usage';
import { takeUsage } from './usage/take-usage';

/** Thrown to end the warm-up's transaction: nothing it wrote may stay. */
class WarmUpDone extends Error {}

/**
 * Runs an upload's statements once at start, in a transaction that is always rolled back: the
 * database loads the tables and indexes they touch, and the server compiles the code that builds
 * and reads them, so the first person's upload after a start is not the one that pays for it.
 * No row survives (the rollback), and a failure only means a slower first upload.
 */
export async function warmUpDatabase(db: Database, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const [user] = await tx
        .insert(users)
        .values({ email: 'warm-up@resumerank.invalid', fullName: 'Warm Up', passwordHash: '-' })
        .returning({ id: users.id });
      await checkLimits(txDb, user!.id, now);
      await takeUsage(txDb, user!.id, 'resume_upload', now);
      const [resume] = await tx
        .insert(resumes)
        .values({
          userId: user!.id,
          filename: 'warm-up.txt',
          contentType: 'text/plain',
          format: 'txt',
          sizeBytes: 1,
          pages: 1,
          wordCount: 1,
          file: Buffer.from('-'),
          text: '-',
          createdAt: now,
        })
        .returning({ id: resumes.id });
      await tx.insert(resumeScores).values({
        resumeId: resume!.id,
        overallScore: 0,
        engineVersion: '-',
        results: {},
        createdAt: now,
      });
      throw new WarmUpDone();
    });
  } catch (error) {
    if (!(error instanceof WarmUpDone)) throw error;
  }
}
