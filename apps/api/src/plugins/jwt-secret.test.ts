import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { signAccessToken } from '../lib/auth/access-token';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestUser } from '../test/users';

/** The constant every copy of the app signed with before issue 9: public, in the source. */
const OLD_PUBLIC_SECRET = 'travel-outlet-embedded-demo-secret-change-me-0001';

describe('access tokens without JWT_SECRET (issue 9 §1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('signs with a random secret, not a constant of the source', () => {
    expect(t.ctx.env.JWT_SECRET).not.toBe(OLD_PUBLIC_SECRET);
    expect(t.ctx.env.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a token forged with the old public secret (401) and takes its own', async () => {
    const user = await createTestUser(t, { role: ROLE.administrator });
    const forged = await signAccessToken(
      {
        sub: user.id,
        role: ROLE.administrator,
        email: user.email,
        accountCode: null,
        sid: 'forged',
      },
      OLD_PUBLIC_SECRET,
      t.ctx.now(),
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/Account/CurrentUser',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.statusCode).toBe(401);

    const own = await t.app.inject({
      method: 'GET',
      url: '/api/Account/CurrentUser',
      headers: user.headers,
    });
    expect(own.statusCode).toBe(200);
  });
});
