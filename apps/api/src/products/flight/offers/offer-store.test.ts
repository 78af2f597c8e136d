import { describe, expect, it } from 'vitest';
import type { Database } from '@travel/db';
import { ANONYMOUS_BUYER } from './buyer';
import { saveSearchReply, type SearchResponseRow, type StoredOffer } from './offer-store';

const OFFER: StoredOffer = {
  tripType: 'oneway',
  flights: [['DL5-20270415']],
  cabin: 'E',
  adults: 1,
  children: 0,
  infants: 0,
  quoted: { 'E-BASIC': 12_000 },
  parts: { 'E-BASIC': [10_000, 2_000, 0, 0, 0, 0] },
  invoice: false,
};

const row = (responseId: string): SearchResponseRow => ({
  responseId,
  createdAt: new Date('2027-04-01T00:00:00Z'),
  expiresAt: new Date('2027-04-01T00:30:00Z'),
  buyer: ANONYMOUS_BUYER,
  offers: [OFFER],
});

/** A database that records each insert's rows and commits when told to. */
function recordingDatabase(fail = false) {
  const inserts: { responseId: string }[][] = [];
  const commits: (() => void)[] = [];
  const db = {
    insert: () => ({
      values: (rows: { responseId: string }[]) => {
        inserts.push(rows);
        return new Promise<void>((resolve, reject) =>
          commits.push(() => (fail ? reject(new Error('insert failed')) : resolve())),
        );
      },
    }),
  } as unknown as Database;
  return { db, inserts, commits };
}

describe('search replies stored together (group commit)', () => {
  it('writes a lone reply at once, and those arriving meanwhile in one insert after it', async () => {
    const { db, inserts, commits } = recordingDatabase();
    let stored = 0;
    const first = saveSearchReply(db, row('a')).then(() => (stored += 1));
    const rest = ['b', 'c', 'd'].map((id) =>
      saveSearchReply(db, row(id)).then(() => (stored += 1)),
    );
    expect(inserts.map((rows) => rows.map((r) => r.responseId))).toEqual([['a']]);
    commits.shift()!();
    await first;
    // Nothing answers before its own row is committed.
    expect(stored).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(inserts.map((rows) => rows.map((r) => r.responseId))).toEqual([['a'], ['b', 'c', 'd']]);
    commits.shift()!();
    await Promise.all(rest);
    expect(stored).toBe(4);
    // Packed: one short text value per reply.
    expect(inserts[1]![0]).toMatchObject({ packed: expect.stringContaining('DL5-20270415') });
  });

  it('fails every search of an insert that fails, and goes on with the next ones', async () => {
    const { db, commits } = recordingDatabase(true);
    const failed = saveSearchReply(db, row('e'));
    const alsoFailed = saveSearchReply(db, row('f'));
    commits.shift()!();
    await expect(failed).rejects.toThrow('insert failed');
    await new Promise((resolve) => setImmediate(resolve));
    commits.shift()!();
    await expect(alsoFailed).rejects.toThrow('insert failed');
  });
});
