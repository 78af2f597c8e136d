import type { FlightSearchResult } from '@travel/contracts/flights';
import { expect } from 'vitest';
import { readSearchResult } from '../../test/read-search-result';
import type { TestApp } from '../../test/test-app';

/** Tests run at a fixed instant so dates, advance-purchase prices and expiries are stable. */
export const TEST_NOW = new Date('2027-03-01T15:00:00Z');

export interface SearchParams {
  [key: string]: string | number | undefined;
}

export const query = (params: SearchParams): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();

export { readSearchResult };

/** A search that must succeed; its data checked against the contract, then expanded. */
export async function searchOk(
  t: TestApp,
  params: SearchParams,
  headers: Record<string, string> = {},
  path = '/api/AirTickets',
): Promise<FlightSearchResult> {
  const res = await t.app.inject({ method: 'GET', url: `${path}?${query(params)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ code: 0, msg: 'success' });
  return readSearchResult(body.data);
}

export const ONE_WAY_LAX_SFO = {
  tripType: 'oneway',
  departureAirport: 'LAX',
  destinationAirport: 'SFO',
  departureDate: '04/15/2027',
  adult: 1,
} as const;
