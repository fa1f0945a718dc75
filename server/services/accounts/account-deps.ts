import type { Tenant } from '../../../src/generated/tenant';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { SmsProvider } from '../sms/sms-provider';

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
  log: AccountLogger;
  /**
   * Runs in the registration's transaction once the account exists (the app issues the tenant's
   * sign-up wallet cards here; docs/wallet.md#issuing). A throw rolls the registration back.
   */
  onAccountCreated?: (tx: Queryable, tenant: Pick<Tenant, 'id' | 'wallet'>, accountId: string, now: Date) => Promise<void>;
}

/** The signed-in caller of an authenticated route: always checked against the URL's tenant. */
export interface SessionIdentity {
  tenantId: string;
  accountId: string;
  sessionId: string;
}
