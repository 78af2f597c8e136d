import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { bookErrorAction } from './book-errors';

const api = (code: number | string, issues: Array<{ path: string; message: string }> = []) =>
  new ApiError(400, code, 'msg', issues);

describe('bookErrorAction', () => {
  it('re-prices on price changes, searches again when the fare is gone', async () => {
    expect(await bookErrorAction(api(1059))).toEqual({ kind: 'reprice', moved: null });
    const moved = new ApiError(409, 1059, 'msg', [], { previousTotal: 24_000, total: 25_000 });
    expect(await bookErrorAction(moved)).toEqual({
      kind: 'reprice',
      moved: { previousTotal: 24_000, total: 25_000 },
    });
    expect(await bookErrorAction(api('priceChanged'))).toEqual({ kind: 'reprice', moved: null });
    expect(await bookErrorAction(api(1201))).toEqual({ kind: 'gone', reason: 'expired' });
    expect(await bookErrorAction(api(1050))).toEqual({ kind: 'gone', reason: 'soldOut' });
    expect(await bookErrorAction(api(1207))).toEqual({ kind: 'gone', reason: 'cabinChanged' });
  });

  it('points at the email code, at fields named by the API, or at the group', async () => {
    expect(await bookErrorAction(api('codeWrong'))).toEqual({ kind: 'emailCode' });
    expect(
      await bookErrorAction(
        api(1056, [{ path: 'passengers.1.cardNum', message: '5 to 20 letters' }]),
      ),
    ).toEqual({ kind: 'fields', fields: { 'passengers.1.cardNum': '5 to 20 letters' } });
    expect(await bookErrorAction(api(1062))).toEqual({
      kind: 'group',
      group: 'passenger',
      code: '1062',
    });
    expect(await bookErrorAction(api(1058))).toEqual({
      kind: 'group',
      group: 'contact',
      code: '1058',
    });
  });

  it('says anything else plainly', async () => {
    expect(await bookErrorAction(api(1060))).toEqual({ kind: 'general' });
    expect(await bookErrorAction(new Error('boom'))).toEqual({ kind: 'general' });
    expect(await bookErrorAction(api(1401, [{ path: 'offerId', message: 'x' }]))).toEqual({
      kind: 'general',
    });
  });
});
