import { EMAIL_CODE_TTL_MINUTES } from '@travel/contracts';
import type { CodePurpose } from '@travel/contracts/accounts';

const WHAT_FOR: Record<CodePurpose, string> = {
  reset: 'reset the password of your Travel Outlet account',
  contact: 'confirm this email address for your Travel Outlet booking',
};

/** The verification-code message: the code is plain in the text so any mail client shows it. */
export function codeMessage(purpose: CodePurpose, code: string) {
  const subject =
    purpose === 'reset'
      ? 'Your Travel Outlet password reset code'
      : 'Your Travel Outlet verification code';
  const text = [
    `Your verification code is ${code}`,
    '',
    `Use it to ${WHAT_FOR[purpose]}. It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes and works once.`,
    'If you did not ask for this code, you can ignore this message; nothing changes without it.',
    '',
    'Travel Outlet',
  ].join('\n');
  // The code is six digits and the rest is fixed text, so nothing here needs escaping.
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>Your verification code is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Use it to ${WHAT_FOR[purpose]}. It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes and works once.</p>
<p style="color:#52606d">If you did not ask for this code, you can ignore this message; nothing changes without it.</p>
<p>Travel Outlet</p>
</body></html>`;
  return { subject, text, html };
}
