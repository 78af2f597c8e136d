import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@travel/contracts';
import { idempotencyKeys, rateLimitBuckets } from '@travel/db';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from './app-error';
import { purgeIdempotencyKeys, runIdempotent, type IdempotencyClaim } from './idempotency';

/**
 * The work in these tests writes a rate-limit bucket row (a table with a unique key that any
 * test can own): counting the rows tells how many times the work really ran.
 */
describe('runIdempotent', () => {
  let t: TestApp;
  let n = 0;
  const freshKey = () => `test-key-${++n}-${Math.random().toString(36).slice(2)}`;
  const ranFor = async (bucketPrefix: string) =>
    (await t.ctx.db.select().from(rateLimitBuckets)).filter((r) =>
      r.bucket.startsWith(bucketPrefix),
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const writeOnce = (bucket: string) => async () => {
    await t.ctx.db.insert(rateLimitBuckets).values({
      bucket: `${bucket}:${Math.random()}`,
      count: 1,
      resetAt: t.ctx.now(),
    });
    return { made: bucket };
  };

  it('runs once and replays the stored reply for the same key and body', async () => {
    const key = freshKey();
    const first = await runIdempotent(
      t.ctx,
      { scope: 's', key, body: { a: 1, b: [1] } },
      writeOnce(key),
    );
    const again = await runIdempotent(
      t.ctx,
      { scope: 's', key, body: { b: [1], a: 1 } },
      writeOnce(key),
    );
    expect(first).toEqual({
      statusCode: 200,
      body: { code: 0, msg: 'success', data: { made: key } },
    });
    expect(again).toEqual(first);
    expect(await ranFor(key)).toBe(1);
  });

  it('refuses the same key with another body, and scopes keys per caller', async () => {
    const key = freshKey();
    await runIdempotent(t.ctx, { scope: 's', key, body: { a: 1 } }, writeOnce(key));
    await expect(
      runIdempotent(t.ctx, { scope: 's', key, body: { a: 2 } }, writeOnce(key)),
    ).rejects.toMatchObject({ key: 'idempotencyKeyReused' });
    // Another caller's scope is another key.
    await runIdempotent(t.ctx, { scope: 'other', key, body: { a: 2 } }, writeOnce(key));
    expect(await ranFor(key)).toBe(2);
  });

  it('drops the claim when the work fails, so the same key can be retried', async () => {
    const key = freshKey();
    await expect(
      runIdempotent(t.ctx, { scope: 's', key, body: {} }, async () => {
        throw new AppError('invalidCraditCard');
      }),
    ).rejects.toMatchObject({ key: 'invalidCraditCard' });
    const rows = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(0);
    const retry = await runIdempotent(t.ctx, { scope: 's', key, body: {} }, writeOnce(key));
    expect(retry.statusCode).toBe(200);
  });

  it('drops the claim when the transaction that stored the reply rolls back', async () => {
    const key = freshKey();
    await expect(
      runIdempotent(t.ctx, { scope: 's', key, body: {} }, (claim) =>
        t.ctx.db.transaction(async (tx) => {
          await claim.complete(tx, { stored: true });
          throw new AppError('priceNoLongerAvailable');
        }),
      ),
    ).rejects.toMatchObject({ key: 'priceNoLongerAvailable' });
    expect(
      await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });

  it('keeps the reply stored inside the work transaction', async () => {
    const key = freshKey();
    const reply = await runIdempotent(t.ctx, { scope: 's', key, body: {} }, (claim) =>
      t.ctx.db.transaction(async (tx) => {
        await claim.complete(tx, { inside: true });
        return { inside: true };
      }),
    );
    const [row] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row?.response).toEqual(reply.body);
  });

  it('ten simultaneous requests with one key run the work once and all get its reply', async () => {
    const key = freshKey();
    const slowWork = async () => {
      await sleep(150);
      return writeOnce(key)();
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        runIdempotent(t.ctx, { scope: 's', key, body: { same: true } }, slowWork),
      ),
    );
    expect(await ranFor(key)).toBe(1);
    for (const reply of replies) expect(reply).toEqual(replies[0]);
  });

  it('answers requestInProgress when the first request does not finish in time', async () => {
    const key = freshKey();
    const blocker = runIdempotent(t.ctx, { scope: 's', key: key, body: {} }, async () => {
      await sleep(400);
      return { late: true };
    });
    await sleep(30);
    await expect(
      runIdempotent(t.ctx, { scope: 's', key: key, body: {} }, writeOnce(key), { waitMs: 100 }),
    ).rejects.toMatchObject({ key: 'requestInProgress' });
    await blocker;
    expect(await ranFor(key)).toBe(0);
  });

  // Changed by issue 9: a live request renews its claim, so only a claim whose lease ran out
  // (its process died) is taken over, within seconds instead of 5 minutes.
  const insertClaim = async (key: string, body: unknown, lockedMs: number, response?: unknown) => {
    const now = t.ctx.now();
    const { requestHash } = await digestOf(key, body);
    await t.ctx.db.insert(idempotencyKeys).values({
      scope: 's',
      key,
      requestHash,
      owner: 'a process that died',
      lockedUntil: new Date(now.getTime() + lockedMs),
      response: response === undefined ? null : { code: 0, msg: 'success', data: response },
      createdAt: now,
    });
  };
  /** The digest a request with this body stores (read back from a throwaway key). */
  const digestOf = async (key: string, body: unknown) => {
    const probe = `${key}-probe`;
    await runIdempotent(t.ctx, { scope: 's', key: probe, body }, async () => ({}));
    const [row] = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, probe));
    return { requestHash: row!.requestHash };
  };

  it('takes over a claim whose lease ran out (its process died), and waits on a live one', async () => {
    const dead = freshKey();
    await insertClaim(dead, { a: 1 }, -1);
    const reply = await runIdempotent(
      t.ctx,
      { scope: 's', key: dead, body: { a: 1 } },
      writeOnce(dead),
    );
    expect(reply.body).toMatchObject({ data: { made: dead } });
    expect(await ranFor(dead)).toBe(1);

    const alive = freshKey();
    await insertClaim(alive, { a: 1 }, 60_000);
    await expect(
      runIdempotent(t.ctx, { scope: 's', key: alive, body: { a: 1 } }, writeOnce(alive), {
        waitMs: 100,
      }),
    ).rejects.toMatchObject({ key: 'requestInProgress' });
    expect(await ranFor(alive)).toBe(0);
  });

  it('a live request renews its claim: a slow one is never taken over', async () => {
    const key = freshKey();
    const slow = runIdempotent(
      t.ctx,
      { scope: 's', key, body: {} },
      async () => {
        await sleep(1_200);
        return writeOnce(key)();
      },
      { leaseMs: 600 },
    );
    await sleep(900);
    // Past the first lease, but renewed: the duplicate waits and replays.
    const duplicate = await runIdempotent(t.ctx, { scope: 's', key, body: {} }, writeOnce(key), {
      leaseMs: 600,
    });
    expect(duplicate).toEqual(await slow);
    expect(await ranFor(key)).toBe(1);
  });

  it('a dead claim that had committed its reply is finished with it, not run again', async () => {
    const key = freshKey();
    await insertClaim(key, { b: 1 }, -1, { orderNo: 'TOCOMMITTED' });
    const reply = await runIdempotent(t.ctx, { scope: 's', key, body: { b: 1 } }, writeOnce(key));
    expect(reply).toEqual({
      statusCode: 200,
      body: { code: 0, msg: 'success', data: { orderNo: 'TOCOMMITTED' } },
    });
    expect(await ranFor(key)).toBe(0);
  });

  it('an error after the work committed is stored and replayed, as Stripe does', async () => {
    const key = freshKey();
    const failing = (claim: IdempotencyClaim) =>
      t.ctx.db
        .transaction(async (tx) => claim.complete(tx, { orderNo: 'TOHALFWAY' }))
        .then(() => {
          throw new AppError('invalidCraditCard', { data: { orderNo: 'TOHALFWAY' } });
        });
    await expect(
      runIdempotent(t.ctx, { scope: 's', key, body: {} }, failing),
    ).rejects.toMatchObject({ key: 'invalidCraditCard' });
    const replay = await runIdempotent(t.ctx, { scope: 's', key, body: {} }, writeOnce(key));
    expect(replay.statusCode).toBe(402);
    expect(replay.body).toMatchObject({
      code: ERRORS.invalidCraditCard.code,
      data: { orderNo: 'TOHALFWAY' },
    });
    expect(await ranFor(key)).toBe(0);
  });

  it('concurrent replays wait for the final reply, never an intermediate one', async () => {
    const key = freshKey();
    const work = async (claim: IdempotencyClaim) => {
      await t.ctx.db.transaction(async (tx) => claim.complete(tx, { status: 'awaitingPayment' }));
      await sleep(200);
      await claim.replace(t.ctx.db, { status: 'paid' });
      await sleep(50);
      return { status: 'paid' };
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sleep(i * 25).then(() => runIdempotent(t.ctx, { scope: 's', key, body: {} }, work)),
      ),
    );
    for (const reply of replies) expect(reply.body).toMatchObject({ data: { status: 'paid' } });
  });

  it('purges completed keys after a day and keeps the rest', async () => {
    const key = freshKey();
    await runIdempotent(t.ctx, { scope: 'purge', key, body: {} }, async () => ({}));
    await purgeIdempotencyKeys(t.ctx.db, t.ctx.now());
    expect(
      await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(1);
    await purgeIdempotencyKeys(t.ctx.db, new Date(t.ctx.now().getTime() + 25 * 3_600_000));
    expect(
      await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });
});
