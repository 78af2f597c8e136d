import { EMAIL_CODE_TTL_MINUTES } from '@travel/contracts';

/**
 * A verification-code mail: the code plain in the text so any mail client shows it, what it is
 * for, how long it lasts. `what` and `subject` are fixed text of ours plus codes such as an
 * order number ([A-Z0-9]); the code is six digits, so nothing here needs escaping.
 */
export function verificationCodeMessage(input: { subject: string; what: string; code: string }) {
  const { subject, what, code } = input;
  const lasts = `It is valid for ${EMAIL_CODE_TTL_MINUTES} minutes and works once.`;
  const ignore =
    'If you did not ask for this code, you can ignore this message; nothing changes without it.';
  const text = [
    `Your verification code is ${code}`,
    '',
    `Use it to ${what}. ${lasts}`,
    ignore,
    '',
    'Travel Outlet',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<p>Your verification code is</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Use it to ${what}. ${lasts}</p>
<p style="color:#52606d">${ignore}</p>
<p>Travel Outlet</p>
</body></html>`;
  return { subject, text, html };
}
