import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/users';

const URL = '/api/FrequentlyUsers';

/** Issue 13 §2: the account holder is one of the saved travellers the booking forms offer. */
describe('GET /api/FrequentlyUsers?includeSelf=true', () => {
  let t: TestApp;
  let ann: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await createTestUser(t, {
      firstName: 'Ann',
      middleName: 'Q',
      lastName: 'Lee',
      gender: 'Female',
      birthday: '1990-05-01',
      phoneNumber: '+1 212 555 0100',
    });
    await t.app.inject({
      method: 'POST',
      url: URL,
      headers: ann.headers,
      payload: { firstName: 'Bo', lastName: 'Lee', birthDay: '2015-02-03', gender: 'Male' },
    });
  });
  afterAll(async () => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: ann.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };

  it('lists the account holder first, from their profile, then the saved travellers', async () => {
    expect(await list('?includeSelf=true')).toEqual([
      {
        id: ann.id,
        firstName: 'Ann',
        middleName: 'Q',
        lastName: 'Lee',
        birthday: '1990-05-01',
        gender: 'Female',
        phoneNumber: '+1 212 555 0100',
        self: true,
      },
      expect.objectContaining({ firstName: 'Bo', birthday: '2015-02-03' }),
    ]);
  });

  it('leaves the holder out otherwise (the account page lists saved travellers only)', async () => {
    const plain = await list('');
    expect(plain.map((x) => x.firstName)).toEqual(['Bo']);
    expect(plain[0]).not.toHaveProperty('self');
    expect(await list('?includeSelf=false')).toEqual(plain);
  });

  it('refuses a malformed flag with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?includeSelf=maybe`,
      headers: ann.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.anything(), msg: expect.any(String) });
  });
});
