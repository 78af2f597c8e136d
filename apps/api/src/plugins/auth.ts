import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ANONYMOUS_USER_ID,
  DEFAULT_COMPANY_CODE,
  TOURIST_USER_TYPE,
  isAgentType,
  type ErrorKey,
  type Role,
} from '@travel/contracts';
import type { AppContext } from '../app-context';
import { AppError } from '../lib/app-error';
import { verifyAccessToken } from '../lib/auth/access-token';
import { signInState, type AccountLimits } from '../lib/auth/revoke-sign-ins';

/**
 * Who is asking (spec part 1 §6). Anonymous requests are tourists (user type 3) with the
 * all-zero user id and the default company code; an agent's requests carry its own code.
 */
export interface Identity {
  signedIn: boolean;
  userId: string;
  email: string | null;
  role: Role | null;
  /** The role for signed-in users, the tourist type (3) otherwise. */
  userType: number;
  accountCode: string;
  /** Refresh-token family of this sign-in. */
  sessionId: string | null;
  /**
   * The account's limits as the sign-in check read them (same row, same request): loadBuyer
   * uses them instead of reading the user again. Absent for anonymous requests.
   */
  limits?: AccountLimits | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
    /**
     * Why a request with a valid token is anonymous, when the guards should say more than
     * "sign in again": a disabled account answers 403 accountDisabled (issue 9).
     */
    signInRefusal: ErrorKey | null;
  }
}

export const ANONYMOUS_IDENTITY: Identity = Object.freeze({
  signedIn: false,
  userId: ANONYMOUS_USER_ID,
  email: null,
  role: null,
  userType: TOURIST_USER_TYPE,
  accountCode: DEFAULT_COMPANY_CODE,
  sessionId: null,
});

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the identity of every request from its bearer token. A bad or expired token makes
 * the request anonymous; routes that need a sign-in then answer 401 and the web refreshes.
 * A valid token also needs its sign-in to stand (issue 9): one primary-key read per request
 * that carries a bearer token, so sign-out, password change, reuse revocation and disabling a
 * user take effect on the next request. Requests without a token never touch the database.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('identity', null as unknown as Identity);
  app.decorateRequest('signInRefusal', null);
  // A request without a token (most of them) passes at once; only a token waits for its checks.
  app.addHook('onRequest', (request, _reply, done) => {
    request.identity = ANONYMOUS_IDENTITY;
    request.signInRefusal = null;
    const token = bearerToken(request);
    if (!token) {
      done();
      return;
    }
    identify(request, token, ctx).then(() => done(), done);
  });
}

/** The identity a bearer token gives, when its sign-in still stands (see registerAuth). */
async function identify(request: FastifyRequest, token: string, ctx: AppContext): Promise<void> {
  const claims = await verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now());
  if (!claims || !UUID.test(claims.sid) || !UUID.test(claims.sub)) return;
  const { state, limits } = await signInState(ctx.db, claims.sid, claims.sub, true);
  if (state === 'disabled') request.signInRefusal = 'accountDisabled';
  if (state !== 'live') return;
  request.identity = {
    signedIn: true,
    userId: claims.sub,
    email: claims.email,
    role: claims.role,
    userType: claims.role,
    accountCode:
      isAgentType(claims.role) && claims.accountCode ? claims.accountCode : DEFAULT_COMPANY_CODE,
    sessionId: claims.sid,
    limits: limits ?? undefined,
  };
}

/** preHandler: the request must be signed in; 401 with the given catalogue entry otherwise. */
export const requireSignIn =
  (errorKey: ErrorKey = 'tokenInvalid'): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!request.identity.signedIn) throw new AppError(request.signInRefusal ?? errorKey);
  };

/**
 * preHandler: signed in and the role passes the predicate (from @travel/contracts roles);
 * 401 when signed out, 403 with the given entry when the role does not pass.
 */
export const requireRole =
  (
    predicate: (role: Role | null) => boolean,
    errorKey: ErrorKey = 'noPermission',
  ): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!request.identity.signedIn) throw new AppError(request.signInRefusal ?? 'tokenInvalid');
    if (!predicate(request.identity.role)) throw new AppError(errorKey);
  };
