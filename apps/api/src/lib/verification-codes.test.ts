import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '@travel/db';
import { createTestApp, type TestApp } from '../test/test-app';
import { codeDigest, checkContactCode, verifyCode } from './verification-codes';

describe('checkContactCode (booking contact check)', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const issue = async (purpose: 'contact' | 'reset' = 'contact') => {
    const email = `contact${++n}@example.test`;
    const code = String(100_000 + n);
    const now = t.ctx.now();
    const [row] = await t.ctx.db
      .insert(verificationCodes)
      .values({
        email,
        purpose,
        codeHash: codeDigest(t.ctx, email, purpose, code),
        expiresAt: new Date(now.getTime() + 10 * 60_000),
        createdAt: now,
      })
      .returning();
    return { email, code, id: row!.id };
  };
  const rowOf = async (id: string) =>
    (await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.id, id)))[0];

  it('spends a right code with the booking, and not when the booking rolls back', async () => {
    const { email, code, id } = await issue();
    const spend = await checkContactCode(t.ctx, email, code);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await spend(tx);
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect((await rowOf(id))?.consumedAt).toBeNull();
    const again = await checkContactCode(t.ctx, email, code);
    await t.ctx.db.transaction((tx) => again(tx));
    expect((await rowOf(id))?.consumedAt).not.toBeNull();
  });

  it('accepts a code the page already verified, until it expires', async () => {
    const { email, code } = await issue();
    await verifyCode(t.ctx, { email, code, purpose: 'contact' });
    const spend = await checkContactCode(t.ctx, email, code);
    await t.ctx.db.transaction((tx) => spend(tx));
    const later = { ...t.ctx, now: () => new Date(Date.now() + 11 * 60_000) };
    await expect(checkContactCode(later, email, code)).rejects.toMatchObject({
      key: 'codeExpired',
    });
  });

  it('counts wrong codes at once, and ignores other purposes', async () => {
    const { email, id } = await issue();
    await expect(checkContactCode(t.ctx, email, '000000')).rejects.toMatchObject({
      key: 'codeWrong',
    });
    expect((await rowOf(id))?.wrongAttempts).toBe(1);
    const reset = await issue('reset');
    await expect(checkContactCode(t.ctx, reset.email, reset.code)).rejects.toMatchObject({
      key: 'codeExpired',
    });
  });
});
