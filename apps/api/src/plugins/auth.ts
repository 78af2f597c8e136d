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
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
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

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Resolves the identity of every request from its bearer token. A bad or expired token makes
 * the request anonymous; routes that need a sign-in then answer 401 and the web refreshes.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('identity', null as unknown as Identity);
  app.addHook('onRequest', async (request) => {
    request.identity = ANONYMOUS_IDENTITY;
    const token = bearerToken(request);
    if (!token) return;
    const claims = await verifyAccessToken(token, ctx.env.JWT_SECRET, ctx.now());
    if (!claims) return;
    request.identity = {
      signedIn: true,
      userId: claims.sub,
      email: claims.email,
      role: claims.role,
      userType: claims.role,
      accountCode:
        isAgentType(claims.role) && claims.accountCode ? claims.accountCode : DEFAULT_COMPANY_CODE,
      sessionId: claims.sid,
    };
  });
}

/** preHandler: the request must be signed in; 401 with the given catalogue entry otherwise. */
export const requireSignIn =
  (errorKey: ErrorKey = 'tokenInvalid'): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!request.identity.signedIn) throw new AppError(errorKey);
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
    if (!request.identity.signedIn) throw new AppError('tokenInvalid');
    if (!predicate(request.identity.role)) throw new AppError(errorKey);
  };
