import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedTourCatalogue } from './tour-catalogue.seed';

/**
 * Fixtures of the tour API tests: an app at a fixed instant with the simulated operators'
 * catalogue seeded (only tour test files pay for it), and inject helpers.
 */
export const TOUR_TEST_NOW = new Date('2027-03-01T15:00:00Z');

export async function createTourTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  t.clock.set(TOUR_TEST_NOW);
  await seedTourCatalogue(t.ctx);
  return t;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ method, url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

/** A tour call that must succeed: code 1000 and its data. */
export async function ok<T>(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await call(t, method, url, payload, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ code: 1000, msg: 'success' });
  return res.body.data as T;
}

/** A refused call: status, code and msg of the catalogue, nothing else. */
export async function refused(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload: unknown,
  expected: { status: number; code: number | string; msg?: string | RegExp },
) {
  const res = await call(t, method, url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(expected.status);
  expect(res.body.code).toBe(expected.code);
  if (typeof expected.msg === 'string') expect(res.body.msg).toBe(expected.msg);
  else if (expected.msg) expect(res.body.msg).toMatch(expected.msg);
  return res.body;
}
