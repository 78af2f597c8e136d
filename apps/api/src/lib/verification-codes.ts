import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { EMAIL_CODE_MAX_WRONG_TRIES } from '@travel/contracts';
import type { CodePurpose, VerifyCodeBody } from '@travel/contracts/accounts';
import { verificationCodes, type Executor } from '@travel/db';
import type { AppContext } from '../app-context';
import { AppError } from './app-error';
import { keyedHash, sameDigest } from './auth/opaque-token';

/**
 * Checking e-mailed 6-digit codes, shared by the accounts module (reset, contact codes) and
 * the booking contact check. Sending them stays in the accounts module.
 */

type CodeRow = typeof verificationCodes.$inferSelect;

/**
 * Purposes of stored codes: the public ones of `SendMailVerificationCode`, and `order` (issue
 * 9), sent only by the order-change call to an order's booking email.
 */
export type StoredCodePurpose = CodePurpose | 'order';

/** Bound to address and purpose, so a code sent for one purpose never passes for another. */
export const codeDigest = (
  ctx: AppContext,
  email: string,
  purpose: StoredCodePurpose,
  code: string,
) => keyedHash(ctx.env.JWT_SECRET, 'verification-code', purpose, email, code);

/** The newest code sent for an address and purpose; sending a new one supersedes the old. */
async function latestCode(
  executor: Executor,
  email: string,
  purpose: string,
): Promise<CodeRow | null> {
  const [row] = await executor
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try while the code is still live; the new count, or null if it is not. */
async function recordWrongAttempt(executor: Executor, id: string): Promise<number | null> {
  const [row] = await executor
    .update(verificationCodes)
    .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongAttempts, EMAIL_CODE_MAX_WRONG_TRIES),
      ),
    )
    .returning({ wrongAttempts: verificationCodes.wrongAttempts });
  return row?.wrongAttempts ?? null;
}

/** Spends a code once: false when it was spent, locked or expired in the meantime. */
async function consumeCode(executor: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await executor
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongAttempts, EMAIL_CODE_MAX_WRONG_TRIES),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * Checks the newest live code of an address and purpose; a wrong one counts (the fifth voids
 * the code) and throws `codeWrong` / `codeLocked`, a missing or expired one `codeExpired`.
 */
async function checkLiveCode(
  ctx: AppContext,
  body: Omit<VerifyCodeBody, 'purpose'> & { purpose: StoredCodePurpose },
): Promise<CodeRow> {
  const { email, purpose } = body;
  const row = await latestCode(ctx.db, email, purpose);
  if (!row || row.consumedAt) throw new AppError('codeExpired');
  if (row.wrongAttempts >= EMAIL_CODE_MAX_WRONG_TRIES) throw new AppError('codeLocked');
  if (row.expiresAt.getTime() <= ctx.now().getTime()) throw new AppError('codeExpired');
  if (!sameDigest(codeDigest(ctx, email, purpose, body.code), row.codeHash)) {
    const wrong = await recordWrongAttempt(ctx.db, row.id);
    if (wrong === null || wrong >= EMAIL_CODE_MAX_WRONG_TRIES) throw new AppError('codeLocked');
    throw new AppError('codeWrong');
  }
  return row;
}

/** Checks and spends the newest code of an address and purpose. */
export async function verifyCode(
  ctx: AppContext,
  body: Omit<VerifyCodeBody, 'purpose'> & { purpose: StoredCodePurpose },
): Promise<void> {
  const row = await checkLiveCode(ctx, body);
  if (!(await consumeCode(ctx.db, row.id, ctx.now()))) {
    // Spent or voided by a concurrent request between the read and this update.
    throw new AppError('codeExpired');
  }
}

/**
 * The booking contact check (spec §4: optional, must match the email entered). The page may
 * already have verified the code with `VerifyMailVerificationCode`: the same code, spent but
 * not yet expired, still proves the address. Otherwise the code is checked now (a wrong try
 * counts at once, so a booking that fails later cannot undo it) and the returned function
 * spends it inside the booking transaction, so a failed booking leaves it usable.
 * Call this before opening the transaction: it reads through `ctx.db`.
 */
export async function checkContactCode(
  ctx: AppContext,
  email: string,
  code: string,
): Promise<(tx: Executor) => Promise<void>> {
  const purpose: CodePurpose = 'contact';
  const newest = await latestCode(ctx.db, email, purpose);
  if (
    newest?.consumedAt &&
    newest.expiresAt.getTime() > ctx.now().getTime() &&
    sameDigest(codeDigest(ctx, email, purpose, code), newest.codeHash)
  ) {
    return async () => {};
  }
  const row = await checkLiveCode(ctx, { email, purpose, code });
  return async (tx) => {
    if (!(await consumeCode(tx, row.id, ctx.now()))) throw new AppError('codeExpired');
  };
}

/**
 * Checks a code now (a wrong try counts at once) and returns the function that spends it
 * inside the caller's transaction, so a change that fails later leaves the code usable.
 */
export async function checkCodeToSpend(
  ctx: AppContext,
  email: string,
  purpose: StoredCodePurpose,
  code: string,
): Promise<(tx: Executor) => Promise<void>> {
  const row = await checkLiveCode(ctx, { email, purpose, code });
  return async (tx) => {
    if (!(await consumeCode(tx, row.id, ctx.now()))) throw new AppError('codeExpired');
  };
}
