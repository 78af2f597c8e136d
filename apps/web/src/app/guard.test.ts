import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './guard';

const at = (path: string) => {
  const [pathname = '/', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

const decide = (input: Partial<Omit<GuardInput, 'to' | 'from'>> & { to: string; from?: string }) =>
  decideNavigation({
    signedIn: false,
    requiresAuth: false,
    ...input,
    to: at(input.to),
    from: input.from === undefined ? null : at(input.from),
  });

describe('decideNavigation', () => {
  it('lets /login, /register and /400 through whatever the state', () => {
    for (const to of ['/login', '/register', '/400', '/login/']) {
      expect(decide({ to, requiresAuth: true })).toEqual({ kind: 'pass' });
    }
    expect(decide({ to: '/login?status=1', from: '/login' })).toEqual({ kind: 'pass' });
  });

  it('sends a signed-out visitor of a sign-in route to /login with the way back', () => {
    expect(decide({ to: '/account/edit?tab=2', requiresAuth: true })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount%2Fedit%3Ftab%3D2',
    });
  });

  it('lets a signed-in user through a sign-in route', () => {
    expect(decide({ to: '/account', requiresAuth: true, signedIn: true })).toEqual({
      kind: 'pass',
    });
  });

  it('lets anyone through a public route', () => {
    expect(decide({ to: '/faq', from: '/' })).toEqual({ kind: 'pass' });
  });

  it('drops the status query when the same path is revisited', () => {
    expect(decide({ to: '/order/pay/7?status=paid&lang=en', from: '/order/pay/7' })).toEqual({
      kind: 'redirect',
      to: '/order/pay/7?lang=en',
    });
    expect(decide({ to: '/orders?status=issued', from: '/orders?status=all' })).toEqual({
      kind: 'redirect',
      to: '/orders',
    });
  });

  it('keeps the status query when arriving from another path or on first load', () => {
    expect(decide({ to: '/orders?status=issued', from: '/' })).toEqual({ kind: 'pass' });
    expect(decide({ to: '/orders?status=issued' })).toEqual({ kind: 'pass' });
  });
});
