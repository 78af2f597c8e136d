import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_USER_ID,
  DEFAULT_COMPANY_CODE,
  ROLE,
  TOURIST_USER_TYPE,
  isAgentType,
  type Role,
} from '@travel/contracts';
import type { AppContext } from '../app-context';
import { signAccessToken } from '../lib/auth/access-token';
import { loadEnv } from './env';
import { registerAuth, requireRole, type Identity } from './auth';
import { registerErrorHandling } from './errors';

const env = loadEnv({ NODE_ENV: 'test' });
const now = new Date('2026-11-21T10:00:00Z');
const ctx = { env, now: () => now } as unknown as AppContext;

async function identityApp() {
  const app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, ctx);
  app.get('/who', async (request) => request.identity);
  app.get('/agents-only', { preHandler: requireRole(isAgentType) }, async () => 'ok');
  await app.ready();
  return app;
}

const tokenFor = (role: Role, accountCode: string | null, at = now) =>
  signAccessToken(
    { sub: 'user-1', role, email: 'someone@example.com', accountCode, sid: 'family-1' },
    env.JWT_SECRET,
    at,
  );

describe('request identity (spec part 1 §6)', () => {
  it('is a tourist with the all-zero id and the default company code when anonymous', async () => {
    const app = await identityApp();
    const who = (await app.inject('/who')).json<Identity>();
    expect(who).toEqual({
      signedIn: false,
      userId: ANONYMOUS_USER_ID,
      email: null,
      role: null,
      userType: TOURIST_USER_TYPE,
      accountCode: DEFAULT_COMPANY_CODE,
      sessionId: null,
    });
    expect(ANONYMOUS_USER_ID).toBe('00000000-0000-0000-0000-000000000000');
    expect(TOURIST_USER_TYPE).toBe(3);
  });

  it("carries an agent's own account code and the default code for everyone else", async () => {
    const app = await identityApp();
    const as = async (role: Role, code: string | null) =>
      (
        await app.inject({
          url: '/who',
          headers: { authorization: `Bearer ${await tokenFor(role, code)}` },
        })
      ).json<Identity>();
    expect(await as(ROLE.agent, 'AG10001')).toMatchObject({
      signedIn: true,
      userType: ROLE.agent,
      accountCode: 'AG10001',
    });
    expect(await as(ROLE.subagent, 'AGT10011')).toMatchObject({ accountCode: 'AGT10011' });
    expect(await as(ROLE.customer, 'AG10001')).toMatchObject({
      userType: ROLE.customer,
      accountCode: DEFAULT_COMPANY_CODE,
    });
  });

  it('treats an expired or forged token as anonymous, and guards answer 401 / 403', async () => {
    const app = await identityApp();
    const expired = await tokenFor(ROLE.agent, 'AG1', new Date(now.getTime() - 16 * 60_000));
    const forged = `${(await tokenFor(ROLE.agent, 'AG1')).slice(0, -4)}AAAA`;
    for (const token of [expired, forged]) {
      const who = await app.inject({ url: '/who', headers: { authorization: `Bearer ${token}` } });
      expect(who.json<Identity>().signedIn).toBe(false);
      const guarded = await app.inject({
        url: '/agents-only',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(guarded.statusCode).toBe(401);
    }
    const customer = await app.inject({
      url: '/agents-only',
      headers: { authorization: `Bearer ${await tokenFor(ROLE.customer, null)}` },
    });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({
      code: 'noPermission',
      msg: 'You do not have permission to access this data.',
    });
  });
});
