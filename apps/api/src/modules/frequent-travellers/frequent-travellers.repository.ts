import { and, asc, count, eq } from 'drizzle-orm';
import { frequentTravellers, users, type Executor } from '@travel/db';

export type TravellerRow = typeof frequentTravellers.$inferSelect;

export interface TravellerFields {
  firstName: string;
  middleName: string;
  lastName: string;
  birthday: string | null;
  gender: string | null;
  phoneNumber: string | null;
}

/** The account holder's own traveller fields, from their profile; undefined when gone. */
export async function findAccountHolder(
  db: Executor,
  userId: string,
): Promise<TravellerRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      userId: users.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      birthday: users.birthday,
      gender: users.gender,
      phoneNumber: users.phoneNumber,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A user's saved travellers in the order they were added. */
export function findTravellersOfUser(db: Executor, userId: string): Promise<TravellerRow[]> {
  return db
    .select()
    .from(frequentTravellers)
    .where(eq(frequentTravellers.userId, userId))
    .orderBy(asc(frequentTravellers.createdAt), asc(frequentTravellers.id));
}

/**
 * Locks the owner's user row for the rest of the transaction so that concurrent adds for one
 * account are counted one after another. False when the account no longer exists.
 */
export async function lockOwner(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

export async function countTravellersOfUser(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(frequentTravellers)
    .where(eq(frequentTravellers.userId, userId));
  return row?.n ?? 0;
}

export async function insertTraveller(
  db: Executor,
  userId: string,
  fields: TravellerFields,
  now: Date,
): Promise<TravellerRow> {
  const [row] = await db
    .insert(frequentTravellers)
    .values({ ...fields, userId, createdAt: now })
    .returning();
  if (!row) throw new Error('frequent traveller insert returned no row');
  return row;
}

/** Updates the traveller only when it belongs to the user; undefined otherwise. */
export async function updateTravellerOfUser(
  db: Executor,
  userId: string,
  id: string,
  fields: TravellerFields,
): Promise<TravellerRow | undefined> {
  const [row] = await db
    .update(frequentTravellers)
    .set(fields)
    .where(and(eq(frequentTravellers.id, id), eq(frequentTravellers.userId, userId)))
    .returning();
  return row;
}

/** Deletes the traveller only when it belongs to the user; false otherwise. */
export async function deleteTravellerOfUser(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(frequentTravellers)
    .where(and(eq(frequentTravellers.id, id), eq(frequentTravellers.userId, userId)))
    .returning({ id: frequentTravellers.id });
  return rows.length > 0;
}
