import { eq } from 'drizzle-orm';
import { users, type Executor } from '@travel/db';
import type { Role } from '@travel/contracts';
import type { Identity } from '../../../plugins/auth';

/** Who is buying, as pricing needs it: role (commission) and the account's limits (spec §5). */
export interface Buyer {
  signedIn: boolean;
  userId: string | null;
  role: Role | null;
  /** Index into A, E, P, B, F; 0 = no limit. */
  limitCabin: number;
  /** Cents; 0 = no limit. */
  limitAmount: number;
}

export const ANONYMOUS_BUYER: Buyer = Object.freeze({
  signedIn: false,
  userId: null,
  role: null,
  limitCabin: 0,
  limitAmount: 0,
});

/**
 * The buyer of a request: the limits the sign-in check read with the session (plugins/auth.ts),
 * else one read of the user's row (load it once per request and pass it on). The role is the
 * token's, as everywhere else in the API.
 */
export async function loadBuyer(executor: Executor, identity: Identity): Promise<Buyer> {
  if (!identity.signedIn) return ANONYMOUS_BUYER;
  if (identity.limits) {
    const { limitCabin, limitAmount } = identity.limits;
    return {
      signedIn: true,
      userId: identity.userId,
      role: identity.role,
      limitCabin,
      limitAmount,
    };
  }
  const [row] = await executor
    .select({ limitCabin: users.limitCabin, limitAmount: users.limitAmount })
    .from(users)
    .where(eq(users.id, identity.userId))
    .limit(1);
  return {
    signedIn: true,
    userId: identity.userId,
    role: identity.role,
    limitCabin: row?.limitCabin ?? 0,
    limitAmount: row?.limitAmount ?? 0,
  };
}
