import { describe, expect, it } from 'vitest';
import { FlightResultsPathSchema, isAppPath } from './short-links';

describe('isAppPath', () => {
  it.each([
    '/flights',
    '/flights?tripType=oneway&departureDate=03/15/2027',
    '/flight-share/Ab23cd45#top',
    '/',
  ])('accepts the app path %s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative host', '//evil.example/flights'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash after the slash', '\\/evil.example'],
    ['a tab a parser strips into //', '/\t/evil.example'],
    ['a newline', '/flights\n'],
    ['a space', '/flights ?x'],
    ['a NUL', '/flights\u0000'],
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,hi'],
    ['a relative path', 'flights'],
    ['an empty string', ''],
    ['a path over 2,000 characters', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, path) => {
    expect(isAppPath(path)).toBe(false);
  });
});

describe('FlightResultsPathSchema', () => {
  it('accepts /flights and /flights-invoice with any query', () => {
    expect(FlightResultsPathSchema.safeParse('/flights?tripType=multicity').success).toBe(true);
    expect(FlightResultsPathSchema.safeParse('/flights-invoice').success).toBe(true);
  });

  it.each(['/flightsx', '/flights/../account', '/account?next=/flights', '/FLIGHTS'])(
    'refuses %s',
    (path) => {
      expect(FlightResultsPathSchema.safeParse(path).success).toBe(false);
    },
  );
});
