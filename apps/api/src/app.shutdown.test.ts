import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('graceful shutdown', () => {
  let t: TestApp;
  const email = 'shutdown.check@example.test';
  const password = 'Closing-Time-2026';

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        firstName: 'Shut',
        lastName: 'Down',
        gender: 'Male',
        citizenship: 'GB',
        email,
        password,
        birthday: '1985-05-05',
        role: 3,
      },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.database.close();
  });

  it('finishes a request in flight, then stops taking new ones', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    // Sign-in spends ~100 ms in argon2, so it is still running when close() starts. Close
    // only once the server has the request: on a loaded machine the first fetch can take
    // longer than any fixed wait to arrive.
    const arrived = new Promise((resolve) => t.app.server.once('request', resolve));
    const inFlight = fetch(`${base}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: email, Password: password }),
    });
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = t.app.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await closed;
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
