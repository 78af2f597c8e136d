import { randomInt } from 'node:crypto';
import { EMAIL_CODE_RESEND_SECONDS, EMAIL_CODE_TTL_MINUTES } from '@travel/contracts';
import type { SendCodeBody, SendCodeData } from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { sendMail } from '../../lib/mail/send-mail';
import { codeDigest } from '../../lib/verification-codes';
import { enforceRateLimit } from '../../lib/rate-limit';
import { codeMessage } from './code-mail';
import { insertCode } from './codes.repository';
import { findUserByEmail } from './users.repository';

const CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

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
