import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '@travel/db';
import type { TestApp } from '../../test/test-app';

/**
 * Issue 9: a visitor's cancel or change needs the code e-mailed to the booking email. Asks
 * for one (`POST /api/Orders/ChangeCode`) and reads it from the outbox, as the traveller would
 * from their mailbox.
 */
export async function orderChangeCode(
  t: TestApp,
  orderNo: string,
  email: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Orders/ChangeCode',
    payload: { orderNo, email },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.ctx.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = row?.text.match(/verification code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no change code mailed to ${email}`);
  return code;
}
