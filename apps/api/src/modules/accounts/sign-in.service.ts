import { ROLE } from '@travel/contracts';
import type { LoginBody, RegisterBody } from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/auth/password';
import { clearRateLimit, enforceRateLimit } from '../../lib/rate-limit';
import { startSession, type SignedIn } from './session.service';
import {
  countAddressFailure,
  refuseExhaustedAddress,
  registerAddressRule,
  signInPairRule,
} from './sign-in-limits';
import { findUserByEmail, insertUser } from './users.repository';

/** Registration creates a customer and signs them in at once. */
export async function register(
  ctx: AppContext,
  body: RegisterBody,
  address: string,
): Promise<SignedIn> {
  await enforceRateLimit(
    ctx.db,
    ctx.now(),
    registerAddressRule(ctx, address),
    'tooManySignInAttempts',
  );
  // Checked before hashing so a taken address does not cost an argon2 run.
  if (await findUserByEmail(ctx.db, body.email)) throw new AppError('emailAlreadyRegistered');
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const user = await insertUser(ctx.db, {
    email: body.email,
    passwordHash,
    firstName: body.firstName,
    middleName: body.middleName ?? '',
    lastName: body.lastName,
    gender: body.gender,
    citizenship: body.citizenship,
    birthday: body.birthday,
    academicRole: body.role,
    schoolCountry: body.school?.country ?? null,
    schoolName: body.school?.name ?? null,
    graduationYear: body.school?.graduationYear ?? null,
    graduationMonth: body.school?.graduationMonth ?? null,
    role: ROLE.customer,
    accountType: 'user',
    createdAt: now,
    updatedAt: now,
  });
  // Null when a concurrent registration took the address between the check and the insert.
  if (!user) throw new AppError('emailAlreadyRegistered');
  return startSession(ctx, user);
}

/**
 * Sign-in. Failures are what count: per client address (checked first, counted after a
 * failure) and per (address, account) pair. The pair counter is taken before the password is
 * checked, so parallel guesses cannot slip past it; a success clears it. Unknown emails still
 * spend one argon2 verification so timing does not separate them from wrong passwords.
 */
export async function login(ctx: AppContext, body: LoginBody, address: string): Promise<SignedIn> {
  await refuseExhaustedAddress(ctx, address);
  const pairRule = signInPairRule(ctx, address, body.Username);
  await enforceRateLimit(ctx.db, ctx.now(), pairRule, 'tooManySignInAttempts');

  const user = await findUserByEmail(ctx.db, body.Username);
  const valid = await verifyPassword(user?.passwordHash, body.Password);
  if (!user || !valid) {
    await countAddressFailure(ctx, address);
    throw new AppError(user ? 'loginWrong' : 'emailNotRegistered');
  }
  await clearRateLimit(ctx.db, pairRule.bucket);
  // Told only to someone who knows the password, so it does not reveal disabled accounts.
  if (user.disabled) throw new AppError('accountDisabled');
  return startSession(ctx, user);
}
