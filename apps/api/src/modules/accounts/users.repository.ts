import { eq } from 'drizzle-orm';
import { users, type Executor } from '@travel/db';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a user; null when the email is taken (also when another request won the race). */
export async function insertUser(executor: Executor, values: NewUser): Promise<UserRow | null> {
  const [row] = await executor
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

/** Applies a patch; keys left undefined keep their stored value. */
export async function updateUser(
  executor: Executor,
  id: string,
  patch: UserPatch,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await executor
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
