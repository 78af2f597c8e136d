import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { mailOutbox, refreshTokens, users } from '@travel/db';
import type { LoginData, RegisterBody } from '@travel/contracts/accounts';
import type { TestApp } from '../../test/test-app';

/** Shared helpers of the accounts tests: requests, fixtures and database reads. */

export const PASSWORD = 'Sunny-Harbour-42';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    firstName: 'Amelia',
    middleName: 'Rose',
    lastName: 'Hart',
    gender: 'Female',
    citizenship: 'US',
    email: uniqueEmail(),
    password: PASSWORD,
    birthday: '1999-04-17',
    role: 1,
    school: {
      country: 'US',
      name: 'Portland State University',
      graduationYear: 2027,
      graduationMonth: 6,
    },
    ...overrides,
  };
}

export interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  token?: string;
  ip?: string;
}

export async function call(t: TestApp, { method = 'POST', url, body, token, ip }: Call) {
  const res = await t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** Registers a new customer through the API and returns the Login reply data. */
export async function registerUser(
  t: TestApp,
  overrides: Partial<RegisterBody> = {},
): Promise<LoginData & { password: string }> {
  const body = registerBody(overrides);
  const res = await call(t, { url: '/api/Account/Register', body });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as LoginData), password: body.password };
}

export async function userCount(t: TestApp, email?: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(users)
    .where(email ? eq(users.email, email) : undefined);
  return row?.n ?? 0;
}

export async function refreshTokensOf(t: TestApp, userId: string) {
  return t.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));
}

/** The newest message sent to an address, and the 6-digit code in its text if any. */
export async function latestMail(t: TestApp, email: string) {
  const [row] = await t.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = row?.textBody.match(/verification code is (\d{6})/)?.[1];
  return { mail: row, code };
}

export async function mailCount(t: TestApp, email: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email));
  return row?.n ?? 0;
}
