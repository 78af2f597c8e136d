import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordResetTokens,
  rateLimitBuckets,
  refreshTokens,
  verificationCodes,
} from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser } from '../../test/users';
import { sweepExpiredAccountData } from './accounts.sweep';

const HOUR = 60 * 60 * 1000;

describe('sweep of expired account data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('deletes ended windows and day-old expired codes, grants and tokens, keeping live ones', async () => {
    const now = t.clock.now();
    const at = (ms: number) => new Date(now.getTime() + ms);
    const user = await createTestUser(t);
    await t.ctx.db.insert(rateLimitBuckets).values([
      { bucket: 'ended', count: 3, resetAt: at(-1000) },
      { bucket: 'open', count: 3, resetAt: at(1000) },
    ]);
    await t.ctx.db.insert(verificationCodes).values([
      { email: 'old@example.test', purpose: 'contact', codeHash: 'a', expiresAt: at(-25 * HOUR) },
      { email: 'recent@example.test', purpose: 'contact', codeHash: 'b', expiresAt: at(-HOUR) },
    ]);
    await t.ctx.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'old', expiresAt: at(-25 * HOUR) },
      { userId: user.id, tokenHash: 'live', expiresAt: at(HOUR) },
    ]);
    const family = '00000000-0000-4000-8000-000000000001';
    await t.ctx.db.insert(refreshTokens).values([
      { userId: user.id, familyId: family, tokenHash: 'old', expiresAt: at(-25 * HOUR) },
      { userId: user.id, familyId: family, tokenHash: 'live', expiresAt: at(HOUR) },
    ]);

    await sweepExpiredAccountData(t.ctx.db, now);

    const left = async (table: 'buckets' | 'codes' | 'grants' | 'tokens') => {
      if (table === 'buckets')
        return (await t.ctx.db.select().from(rateLimitBuckets)).map((r) => r.bucket);
      if (table === 'codes')
        return (await t.ctx.db.select().from(verificationCodes)).map((r) => r.email);
      if (table === 'grants')
        return (await t.ctx.db.select().from(passwordResetTokens)).map((r) => r.tokenHash);
      return (await t.ctx.db.select().from(refreshTokens)).map((r) => r.tokenHash);
    };
    expect(await left('buckets')).toEqual(['open']);
    expect(await left('codes')).toEqual(['recent@example.test']);
    expect(await left('grants')).toEqual(['live']);
    expect(await left('tokens')).toEqual(['live']);
  });
});
