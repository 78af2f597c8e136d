import {
  academicRoleNeedsSchool,
  type ChangePasswordBody,
  type CurrentUser,
  type UpdateUserBody,
} from '@travel/contracts/accounts';
import type { Identity } from '../../plugins/auth';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { clearRateLimit, enforceRateLimit } from '../../lib/rate-limit';
import { currentUserOf } from './account-view';
import { revokeUserSignIns } from '../../lib/auth/revoke-sign-ins';
import { signInAccountRule } from './sign-in-limits';
import { findUserById, updateUser, type UserPatch, type UserRow } from './users.repository';

/** The signed-in user's row; a deleted user's token is no longer good, a disabled one is 403. */
async function signedInUser(ctx: AppContext, identity: Identity): Promise<UserRow> {
  const user = await findUserById(ctx.db, identity.userId);
  if (!user) throw new AppError('tokenInvalid');
  if (user.disabled) throw new AppError('accountDisabled');
  return user;
}

export async function getCurrentUser(ctx: AppContext, identity: Identity): Promise<CurrentUser> {
  return currentUserOf(await signedInUser(ctx, identity));
}

/** Optional fields: undefined keeps the stored value, '' or null clears it. */
const cleared = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' || value === null ? null : value;

/**
 * Profile update. Email and birthday are not editable (date-of-birth changes go through
 * support). Students and faculty members must keep a school on file.
 */
export async function updateProfile(
  ctx: AppContext,
  identity: Identity,
  body: UpdateUserBody,
): Promise<CurrentUser> {
  const user = await signedInUser(ctx, identity);
  const academicRole = body.academicRole === undefined ? user.academicRole : body.academicRole;
  const schoolAfter = body.school === undefined ? user.schoolName !== null : body.school !== null;
  if (academicRoleNeedsSchool(academicRole) && !schoolAfter) {
    throw new AppError('parameterValidationFailed', {
      issues: [{ path: 'school', message: 'school is required for students and faculty members' }],
    });
  }
  const patch: UserPatch = {
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    citizenship: body.citizenship,
    middleName: body.middleName === undefined ? undefined : (body.middleName ?? ''),
    phoneNumber: cleared(body.phoneNumber),
    country: cleared(body.country),
    academicRole: body.academicRole,
  };
  if (body.school !== undefined) {
    patch.schoolCountry = body.school?.country ?? null;
    patch.schoolName = body.school?.name ?? null;
    patch.graduationYear = body.school?.graduationYear ?? null;
    patch.graduationMonth = body.school?.graduationMonth ?? null;
  }
  const updated = await updateUser(ctx.db, user.id, patch, ctx.now());
  if (!updated) throw new AppError('tokenInvalid');
  return currentUserOf(updated);
}

/**
 * Password change. Wrong current passwords count against the account's sign-in failures, so
 * a stolen access token cannot be used to guess the password. Other sign-ins end; this one
 * stays.
 */
export async function changePassword(
  ctx: AppContext,
  identity: Identity,
  body: ChangePasswordBody,
): Promise<void> {
  const user = await signedInUser(ctx, identity);
  const rule = signInAccountRule(ctx, user.email);
  await enforceRateLimit(ctx.db, ctx.now(), rule, 'tooManySignInAttempts');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('passwordIncorrect');
  }
  await clearRateLimit(ctx.db, rule.bucket);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeUserSignIns(tx, user.id, now, identity.sessionId);
  });
}
