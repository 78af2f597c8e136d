import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { mailOutbox, refreshTokens, users } from '@travel/db';
import { REFRESH_COOKIE_NAME, REFRESH_CSRF_HEADER } from '@travel/contracts';
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
  /** A refresh token sent as the browser would: in the cookie, with the CSRF header. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** The Set-Cookie headers of a reply, as a list. */
export function setCookiesOf(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? [raw] : [];
}

/** The refresh token a reply set in its cookie (undefined when none, '' when cleared). */
export function refreshCookieSet(headers: Record<string, unknown>): string | undefined {
  const prefix = `${REFRESH_COOKIE_NAME}=`;
  const cookie = setCookiesOf(headers).find((line) => line.startsWith(prefix));
  return cookie === undefined ? undefined : cookie.slice(prefix.length).split(';')[0];
}

export async function call(
  t: TestApp,
  { method = 'POST', url, body, token, ip, cookie, headers = {} }: Call,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie === undefined
        ? {}
        : { cookie: `${REFRESH_COOKIE_NAME}=${cookie}`, [REFRESH_CSRF_HEADER]: 'XMLHttpRequest' }),
      ...headers,
    },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json(),
    headers: res.headers,
    /** The refresh token the reply set in its cookie, if any. */
    refreshToken: refreshCookieSet(res.headers),
  };
}

export type SignedIn = LoginData & { refreshToken: string };

/** A Login / Register / PartnerLogin reply's data with the refresh token of its cookie. */
export function signedIn(res: Awaited<ReturnType<typeof call>>): SignedIn {
  if (!res.refreshToken) throw new Error(`no refresh cookie: ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as LoginData), refreshToken: res.refreshToken };
}

/** Registers a new customer through the API and returns the Login reply data. */
export async function registerUser(
  t: TestApp,
  overrides: Partial<RegisterBody> = {},
): Promise<SignedIn & { password: string }> {
  const body = registerBody(overrides);
  const res = await call(t, { url: '/api/Account/Register', body });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { ...signedIn(res), password: body.password };
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
