import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user with this email, compared without regard to case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

/** The user with this id. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a user; resolves to undefined when the email is already taken (any case). */
export async function insertUser(
  db: Database,
  values: { email: string; fullName: string; passwordHash: string; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      email: values.email,
      fullName: values.fullName,
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
