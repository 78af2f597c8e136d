import { EMAIL_CODE_TTL_MINUTES } from '@travel/contracts';
import type { ResetPasswordBody, VerifyCodeBody, VerifyCodeData } from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { newOpaqueToken, sha256Hex } from '../../lib/auth/opaque-token';
import { hashPassword } from '../../lib/auth/password';
import { claimResetToken, findLiveResetToken, insertResetToken } from './codes.repository';
import { verifyCode } from '../../lib/verification-codes';
import { revokeUserSignIns } from '../../lib/auth/revoke-sign-ins';
import { findUserByEmail, updateUser } from './users.repository';

const RESET_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60 * 1000;

/**
 * VerifyMailVerificationCode: spends the code; for `reset` it hands out a one-time grant that
 * ResetPassword takes within 10 minutes, so the code itself is never sent twice.
 */
export async function verifyCodeForClient(
  ctx: AppContext,
  body: VerifyCodeBody,
): Promise<VerifyCodeData> {
  await verifyCode(ctx, body);
  if (body.purpose !== 'reset') return { verified: true };
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError('emailNotRegistered');
  const resetToken = newOpaqueToken();
  const now = ctx.now();
  await insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: sha256Hex(resetToken),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  return { verified: true, resetToken };
}

/** Sets a new password with a reset grant and ends every sign-in of the account. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, body.email);
  const grant = user
    ? await findLiveResetToken(ctx.db, sha256Hex(body.resetToken), user.id, ctx.now())
    : null;
  if (!user || !grant) throw new AppError('verifyFailed');
  // Hashed only once the grant is known good, so bad tokens cost no argon2 time.
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (!(await claimResetToken(tx, grant.id, now))) throw new AppError('verifyFailed');
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeUserSignIns(tx, user.id, now);
  });
}
