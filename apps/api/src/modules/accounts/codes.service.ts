import { randomInt } from 'node:crypto';
import {
  EMAIL_CODE_MAX_WRONG_TRIES,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
} from '@travel/contracts';
import type {
  CodePurpose,
  SendCodeBody,
  SendCodeData,
  VerifyCodeBody,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { keyedHash, sameDigest } from '../../lib/auth/opaque-token';
import { sendMail } from '../../lib/mail/send-mail';
import { enforceRateLimit } from '../../lib/rate-limit';
import { codeMessage } from './code-mail';
import { consumeCode, insertCode, latestCode, recordWrongAttempt } from './codes.repository';
import { findUserByEmail } from './users.repository';

const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Bound to address and purpose, so a code sent for one purpose never passes for another. */
const codeDigest = (ctx: AppContext, email: string, purpose: CodePurpose, code: string) =>
  keyedHash(ctx.env.JWT_SECRET, 'verification-code', purpose, email, code);

/**
 * E-mails a fresh 6-digit code. Limits: one send per address and purpose per 60 s, and a
 * number of sends per client address per hour (so nobody can mail-bomb many addresses).
 * A reset code only goes to a registered address; a contact code to any.
 */
export async function sendCode(
  ctx: AppContext,
  body: SendCodeBody,
  clientAddress: string,
): Promise<SendCodeData> {
  const { email, purpose } = body;
  await enforceRateLimit(
    ctx.db,
    ctx.now(),
    {
      bucket: `code:address:${clientAddress}`,
      limit: ctx.env.CODE_MAX_SENDS_PER_ADDRESS,
      windowMs: HOUR_MS,
    },
    'operationFrequent',
  );
  if (purpose === 'reset' && !(await findUserByEmail(ctx.db, email))) {
    throw new AppError('emailNotRegistered');
  }
  await enforceRateLimit(
    ctx.db,
    ctx.now(),
    {
      bucket: `code:send:${purpose}:${email}`,
      limit: 1,
      windowMs: EMAIL_CODE_RESEND_SECONDS * 1000,
    },
    'operationFrequent',
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await insertCode(ctx.db, {
    email,
    purpose,
    codeHash: codeDigest(ctx, email, purpose, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  const mail = await sendMail(ctx, {
    to: email,
    ...codeMessage(purpose, code),
    kind: 'verification-code',
    requestedByRecipient: true,
  });
  if (mail.status === 'failed') throw new AppError('sendCodeFailed');
  return { expiresIn: CODE_TTL_MS / 1000, resendAfter: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * Checks and spends the newest code of an address and purpose. Wrong tries count; the fifth
 * one voids the code. Other modules (the booking contact check) call this too.
 */
export async function verifyCode(ctx: AppContext, body: VerifyCodeBody): Promise<void> {
  const { email, purpose } = body;
  const now = ctx.now();
  const row = await latestCode(ctx.db, email, purpose);
  if (!row || row.consumedAt) throw new AppError('codeExpired');
  if (row.wrongAttempts >= EMAIL_CODE_MAX_WRONG_TRIES) throw new AppError('codeLocked');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('codeExpired');

  if (!sameDigest(codeDigest(ctx, email, purpose, body.code), row.codeHash)) {
    const wrong = await recordWrongAttempt(ctx.db, row.id, EMAIL_CODE_MAX_WRONG_TRIES);
    if (wrong === null || wrong >= EMAIL_CODE_MAX_WRONG_TRIES) throw new AppError('codeLocked');
    throw new AppError('codeWrong');
  }
  if (!(await consumeCode(ctx.db, row.id, now, EMAIL_CODE_MAX_WRONG_TRIES))) {
    // Spent or voided by a concurrent request between the read and this update.
    throw new AppError('codeExpired');
  }
}
