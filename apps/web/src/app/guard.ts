import { loginPathFor } from '../lib/redirect';

/**
 * The navigation guard of spec part 1 §2, as a pure decision so it can be tested alone:
 * - /login, /register and /400 always pass;
 * - a route requiring sign-in sends a signed-out visitor to /login?redirect=<path+search>;
 * - /book is never redirected (issue 13 §2): with nothing to book it says so itself, and it
 *   resumes an order already booked from it;
 * - revisiting the same path with a `status` query drops that query value.
 */
export const ALWAYS_PASS = ['/login', '/register', '/400'] as const;

export interface GuardLocation {
  pathname: string;
  search: string;
  hash?: string;
}

export interface GuardInput {
  to: GuardLocation;
  from: GuardLocation | null;
  signedIn: boolean;
  requiresAuth: boolean;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string };

const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

export function decideNavigation({ to, from, signedIn, requiresAuth }: GuardInput): GuardDecision {
  const path = normalise(to.pathname);
  if ((ALWAYS_PASS as readonly string[]).includes(path)) return { kind: 'pass' };

  if (requiresAuth && !signedIn) {
    return { kind: 'redirect', to: loginPathFor(`${to.pathname}${to.search}`) };
  }

  const params = new URLSearchParams(to.search);
  if (from && normalise(from.pathname) === path && params.has('status')) {
    params.delete('status');
    const search = params.toString();
    return {
      kind: 'redirect',
      to: `${to.pathname}${search ? `?${search}` : ''}${to.hash ?? ''}`,
    };
  }
  return { kind: 'pass' };
}
