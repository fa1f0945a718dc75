import type { Tenant } from '../../../src/generated/tenant';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { SmsProvider } from '../sms';

/** The subset of the Fastify/pino logger the account services write to. */
export interface AccountLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the account services run on; built once by the app (server/app.ts). */
export interface AccountDeps {
  db: Database;
  now: Clock;
  sms: SmsProvider;
  /** Key of the SMS code HMAC (see sms/code-secret.ts). */
  codeSecret: () => Promise<Buffer>;
  /** Verification SMS one client address may have sent per tenant and day (default SMS_LIMITS). */
  smsDailyPerClient?: number;
  log: AccountLogger;
  /**
   * Runs in the registration's transaction once the account exists (the app issues the tenant's
   * sign-up wallet cards here; docs/wallet.md#issuing). A throw rolls the registration back.
   */
  onAccountCreated?: (
    tx: Queryable,
    tenant: Pick<Tenant, 'id' | 'wallet'>,
    accountId: string,
    now: Date,
  ) => Promise<void>;
}

/** The signed-in caller of an authenticated route: always checked against the URL's tenant. */
export interface SessionIdentity {
  tenantId: string;
  accountId: string;
  sessionId: string;
}

/**
 * The caller of svc/order (docs/architecture.md#recalled-sessions): `proven` when the session was
 * read live for this call; `recalled` when this process found it live before and did not read it
 * again. A recalled session may have ended since, in another server process: the one statement that
 * writes for it must check it is still live (`sessionId` not revoked, used after `idleSince`), and
 * any other answer needs `prove()` first, which reads it as authentication does. The two shapes do
 * not mix, so a recalled caller cannot be handed where a proven identity is expected.
 */
export type RecalledSession =
  | { readonly proven: SessionIdentity }
  | { readonly recalled: SessionIdentity; readonly idleSince: Date; prove(): Promise<SessionIdentity | null> };

/** The caller's session read live, or null when it has ended. */
export async function provenSession(caller: RecalledSession): Promise<SessionIdentity | null> {
  return 'proven' in caller ? caller.proven : caller.prove();
}

/** An answer a service gives when the recalled session it was handed has ended: the route answers 401 'Login expired'. */
export const SESSION_ENDED = Symbol('the session has ended');
