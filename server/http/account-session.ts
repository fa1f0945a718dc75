/**
 * Authentication of the account routes: `Authorization: Bearer <token>` names a session of the
 * URL's tenant, or the request ends with HTTP 401 'Login expired' before its body is even read.
 * The account a route acts on always comes from here, never from the payload.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RecalledSession, SessionIdentity } from '../services/accounts/account-deps';
import type { TenantEntry } from '../tenants/registry';
import { requireCaller } from './envelope';
import { sendApiError } from './error-handling';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; set by requireAccountSession on authenticated routes. */
    accountSession: SessionIdentity | null;
    /** svc/order's caller; set by recallAccountSession (docs/architecture.md#recalled-sessions). */
    recalledSession: RecalledSession | null;
  }
}

export type SessionLookup = (tenant: TenantEntry['tenant'], token: string) => Promise<SessionIdentity | null>;
export type SessionRecall = (tenant: TenantEntry['tenant'], token: string) => Promise<RecalledSession | null>;

const BEARER = /^Bearer +(\S+) *$/i;

export function registerAccountSessionDecorator(app: FastifyInstance): void {
  app.decorateRequest('accountSession', null);
  app.decorateRequest('recalledSession', null);
}

export function bearerToken(header: string | undefined): string | null {
  return header === undefined ? null : (BEARER.exec(header)?.[1] ?? null);
}

/**
 * An onRequest hook that resolves the bearer token with `find` for the URL's tenant and keeps what
 * it found on the request, or ends the request with 401 'Login expired'.
 */
function sessionHook<Found>(
  find: (tenant: TenantEntry['tenant'], token: string) => Promise<Found | null>,
  keep: (request: FastifyRequest, found: Found) => void,
): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const found = token === null ? null : await find(requireCaller(request).tenant.tenant, token);
    if (!found) return loginExpired(reply);
    keep(request, found);
  };
}

/** onRequest hook of a route that needs a session; runs after the envelope scope resolved the tenant. */
export function requireAccountSession(lookup: SessionLookup): onRequestAsyncHookHandler {
  return sessionHook(lookup, (request, identity) => {
    request.accountSession = identity;
  });
}

/**
 * onRequest hook of svc/order: like requireAccountSession, but a session this process found live
 * before may be recalled without a read; the route's service proves it (RecalledSession).
 */
export function recallAccountSession(recall: SessionRecall): onRequestAsyncHookHandler {
  return sessionHook(recall, (request, caller) => {
    request.recalledSession = caller;
  });
}

/** HTTP 401 'Login expired', asking for a bearer token: the answer to a missing, unknown or ended session. */
export function loginExpired(reply: FastifyReply): FastifyReply {
  reply.header('www-authenticate', 'Bearer');
  return sendApiError(reply, 401, 'LOGIN_EXPIRED');
}

/**
 * onRequest hook of a route a session only adds to (a quote with the customer's voucher): a valid
 * bearer token sets the session; none, or one that is not valid, leaves it null without a 401.
 */
export function optionalAccountSession(lookup: SessionLookup): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    request.accountSession = token === null ? null : await lookup(requireCaller(request).tenant.tenant, token);
  };
}

export function sessionOf(request: FastifyRequest): SessionIdentity {
  if (!request.accountSession) throw new Error('route does not require an account session');
  return request.accountSession;
}

export function recalledSessionOf(request: FastifyRequest): RecalledSession {
  if (!request.recalledSession) throw new Error('route does not recall an account session');
  return request.recalledSession;
}

/** OpenAPI security requirement of the authenticated routes (scheme declared in docs.ts). */
export const BEARER_SECURITY = [{ bearerAuth: [] }];
