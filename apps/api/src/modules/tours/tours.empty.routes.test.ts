import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ok, refused } from './tours.test-helpers';

/** Before any operator's catalogue is synced: the spec's 'No destinations' and empty lists. */
describe('tour calls on an empty catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers No destinations, No useful months, No tours and an empty promotion list', async () => {
    await refused(t, 'GET', '/api/list?type=a&Lan=EN', undefined, {
      status: 404,
      code: 'noDestinations',
      msg: 'No destinations',
    });
    await refused(t, 'GET', '/api/ValidMonths?region=EU', undefined, {
      status: 404,
      code: 'noUsefulMonths',
    });
    await refused(t, 'POST', '/api/tourlist', { region: 'EU' }, { status: 404, code: 'noTours' });
    expect(await ok(t, 'GET', '/api/ListCurise')).toEqual([]);
  });
});
