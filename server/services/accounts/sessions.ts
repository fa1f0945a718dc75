/**
 * Sessions: login, registration and SMS login each create one and hand its token to the client
 * (in `userId`). A session ends when it is revoked (logout, password change or reset) or after
 * 30 days without use.
 */
import type { Queryable } from '../../db/database';
import {
  findLiveSession,
  insertSession,
  recallSession,
  revokeSession,
  touchSession,
  type LiveSession,
} from '../../db/repositories/session-repository';
import type { AccountDeps, RecalledSession, SessionIdentity } from './account-deps';
import { newSecureToken, secureTokenHash } from './secure-tokens';

export const SESSION_IDLE_LIMIT_DAYS = 30;
// Writing last_used_at on every call would turn each read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a session and returns its token (never stored as it is). */
export async function createSession(db: Queryable, accountId: string, now: Date): Promise<string> {
  const { token, hash } = newSecureToken();
  await insertSession(db, accountId, hash, now);
  return token;
}

/**
 * Who a token signs in, for this tenant; null when it is unknown, revoked, idle too long or another
 * tenant's. On PGlite the repository answers a session it read before from memory, exactly as the
 * SQL would (docs/architecture.md#session-cache).
 */
export async function authenticateToken(
  deps: AccountDeps,
  tenantId: string,
  token: string,
): Promise<SessionIdentity | null> {
  const hash = secureTokenHash(token);
  return hash === null ? null : authenticateHash(deps, tenantId, hash);
}

async function authenticateHash(deps: AccountDeps, tenantId: string, hash: string): Promise<SessionIdentity | null> {
  const now = deps.now();
  const live = await findLiveSession(deps.db, tenantId, hash, idleSinceAt(now));
  if (!live) return null;
  await touchWhenStale(deps, live, now);
  return { tenantId, accountId: live.accountId, sessionId: live.sessionId };
}

/**
 * svc/order's authentication (docs/architecture.md#recalled-sessions): a session this process found
 * live before is recalled from memory without a read, and the order's own statement proves it is
 * still live; any other token is authenticated as usual (and remembered when live).
 */
export async function recallToken(deps: AccountDeps, tenantId: string, token: string): Promise<RecalledSession | null> {
  const hash = secureTokenHash(token);
  if (hash === null) return null;
  const now = deps.now();
  const idleSince = idleSinceAt(now);
  const known = recallSession(deps.db, tenantId, hash, idleSince);
  if (!known) {
    const proven = await authenticateHash(deps, tenantId, hash);
    return proven && { proven };
  }
  // The idle clock as authentication moves it; an ended session's touch writes nothing (and is forgotten).
  await touchWhenStale(deps, known, now);
  return {
    recalled: { tenantId, accountId: known.accountId, sessionId: known.sessionId },
    idleSince,
    prove: () => authenticateHash(deps, tenantId, hash),
  };
}

function idleSinceAt(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_LIMIT_DAYS * DAY_MS);
}

async function touchWhenStale(deps: AccountDeps, live: LiveSession, now: Date): Promise<void> {
  // Most calls come within a minute of the last one: they read the session and write nothing.
  const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  if (live.lastUsedAt < staleBefore) await touchSession(deps.db, live.sessionId, now, staleBefore);
}

export async function endSession(deps: AccountDeps, identity: SessionIdentity): Promise<void> {
  await revokeSession(deps.db, identity.sessionId, deps.now());
}
