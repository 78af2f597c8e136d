import { describe, expect, it } from 'vitest';
import { matchRoutes } from './match-routes';
import { resolvePath } from './router-state';
import type { RouteObject } from './types';

const page = (path: string): RouteObject => ({ path, id: path });

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      {
        id: 'pages',
        children: [
          { index: true, id: 'home' },
          page('/tour/book/:id'),
          page('/tour/book/complete'),
          page('/tour/book/:id/complete'),
          page('/Cruise/list'),
          page('/hotel/:id'),
          page('*'),
        ],
      },
    ],
  },
];

const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe('matchRoutes', () => {
  it('gives the chain of routes, outermost first, with the layout routes between', () => {
    expect(matchRoutes(routes, '/hotel/42')?.map((m) => m.route.id)).toEqual([
      'root',
      'pages',
      '/hotel/:id',
    ]);
  });

  it('prefers static segments over parameters, and parameters over the catch-all', () => {
    expect(leaf('/tour/book/complete')?.route.id).toBe('/tour/book/complete');
    expect(leaf('/tour/book/T1')?.route.id).toBe('/tour/book/:id');
    expect(leaf('/tour/book/T1/complete')?.route.id).toBe('/tour/book/:id/complete');
    expect(leaf('/nowhere/at/all')?.route.id).toBe('*');
    expect(leaf('/')?.route.id).toBe('home');
  });

  it('ignores case and a trailing slash, and decodes parameters', () => {
    expect(leaf('/cruise/LIST/')?.route.id).toBe('/Cruise/list');
    expect(leaf('/hotel/a%20b')?.params).toEqual({ id: 'a b' });
    // A malformed escape stays as it came rather than failing the page.
    expect(leaf('/hotel/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it('gives the catch-all what it matched, and null without one', () => {
    expect(leaf('/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchRoutes([page('/only')], '/other')).toBeNull();
  });
});

describe('resolvePath', () => {
  const from = { pathname: '/hotel/7', search: '?checkin=20300610' };
  it('resolves absolute paths, a new query, a fragment and location objects', () => {
    expect(resolvePath('/tour/list?sort=2', from)).toBe('/tour/list?sort=2');
    expect(resolvePath('?checkin=20300611', from)).toBe('/hotel/7?checkin=20300611');
    expect(resolvePath('#rooms', from)).toBe('/hotel/7?checkin=20300610#rooms');
    expect(resolvePath({ search: from.search, hash: 'rooms' }, from)).toBe(
      '/hotel/7?checkin=20300610#rooms',
    );
    expect(resolvePath({ pathname: '/a', search: 'x=1' }, from)).toBe('/a?x=1');
  });
});
