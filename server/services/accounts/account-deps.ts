import type { Database } from '../../db/database';
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
}

/** The signed-in caller of an authenticated route: always checked against the URL's tenant. */
export interface SessionIdentity {
  tenantId: string;
  accountId: string;
  sessionId: string;
}
