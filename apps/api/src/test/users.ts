import { randomUUID } from 'node:crypto';
import { ROLE, type Role } from '@travel/contracts';
import { users } from '@travel/db';
import { openSignIn } from '../lib/auth/revoke-sign-ins';
import { signAccessToken } from '../lib/auth/access-token';
import type { TestApp } from './test-app';

/**
 * Users for API tests, written straight to the database and signed in with a freshly minted
 * access token, so a module's tests do not depend on the accounts module's sign-in flow.
 */
export interface TestUser {
  id: string;
  email: string;
  role: Role;
  accountCode: string | null;
  /** A valid access token for this user (15 minutes from the test clock's now). */
  token: string;
  /** The sign-in (`sign_in_sessions` id) the token belongs to. */
  sessionId: string;
  /** `{authorization: 'Bearer …'}` for `app.inject({headers})`. */
  headers: { authorization: string };
}

export type TestUserInput = Partial<typeof users.$inferInsert> & { role?: Role };

let counter = 0;

export async function createTestUser(t: TestApp, input: TestUserInput = {}): Promise<TestUser> {
  counter += 1;
  const role = input.role ?? ROLE.customer;
  const values = {
    email: `user${counter}-${randomUUID().slice(0, 8)}@example.test`,
    firstName: 'Test',
    lastName: `User${counter}`,
    accountType: role === ROLE.agent || role === ROLE.subagent ? 'agent' : 'user',
    ...input,
    role,
  };
  const [row] = await t.ctx.db.insert(users).values(values).returning();
  if (!row) throw new Error('test user insert returned no row');
  // The auth hook accepts a token only while its sign-in stands (issue 9), so open one.
  const sessionId = randomUUID();
  await openSignIn(t.ctx.db, { id: sessionId, userId: row.id, now: t.ctx.now() });
  const token = await signAccessToken(
    {
      sub: row.id,
      role,
      email: row.email,
      accountCode: row.accountCode,
      sid: sessionId,
    },
    t.ctx.env.JWT_SECRET,
    t.ctx.now(),
  );
  return {
    id: row.id,
    email: row.email,
    role,
    accountCode: row.accountCode,
    token,
    sessionId,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** An agent with `count` sub-agents of its own. */
export async function createTestAgent(
  t: TestApp,
  count = 2,
): Promise<{ agent: TestUser; subagents: TestUser[] }> {
  const code = `AG${String(counter + 1).padStart(4, '0')}`;
  const agent = await createTestUser(t, { role: ROLE.agent, accountCode: code });
  const subagents: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    subagents.push(
      await createTestUser(t, {
        role: ROLE.subagent,
        parentAgentId: agent.id,
        accountCode: `${code}-${i + 1}`,
      }),
    );
  }
  return { agent, subagents };
}

/** The same user with a fresh sign-in at the test clock's now (after a test moved the clock). */
export async function signInAgain(t: TestApp, user: TestUser): Promise<TestUser> {
  const sessionId = randomUUID();
  await openSignIn(t.ctx.db, { id: sessionId, userId: user.id, now: t.ctx.now() });
  const token = await signAccessToken(
    {
      sub: user.id,
      role: user.role,
      email: user.email,
      accountCode: user.accountCode,
      sid: sessionId,
    },
    t.ctx.env.JWT_SECRET,
    t.ctx.now(),
  );
  return { ...user, token, sessionId, headers: { authorization: `Bearer ${token}` } };
}
