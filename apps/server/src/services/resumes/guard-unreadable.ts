import { AppError } from '../../errors/app-error';
import type { ResumeContext } from './resume-context';

/** Files the engine could not read that one user may send in an hour. */
export const UNREADABLE_FILES_PER_HOUR = 30;

export const TOO_MANY_UNREADABLE =
  'Too many files could not be read. Please check your file and try again in an hour.';

/**
 * Runs an engine read for a user, refusing it once the user has sent too many unreadable files
 * lately. A failed read costs no daily upload, so without this one account could keep the engine
 * workers busy with slow hostile files for free.
 */
export async function guardUnreadable<T extends { ok: boolean }>(
  ctx: ResumeContext,
  userId: string,
  read: () => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  if (ctx.unreadable && (await ctx.unreadable.recent(userId, now)) >= UNREADABLE_FILES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', TOO_MANY_UNREADABLE, { headers: { 'retry-after': '3600' } });
  }
  const outcome = await read();
  if (!outcome.ok) await ctx.unreadable?.attempt(userId, now);
  return outcome;
}
