import type { Tenant } from '../../../src/generated/tenant';
import type { Database } from '../../db/database';
import type { SmsProvider } from '../sms';
import type { Clock } from '../shared/clock';

export interface StaffLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the staff services run on; built once by the app (server/app.ts). */
export interface StaffDeps {
  db: Database;
  now: Clock;
  log: StaffLogger;
  /** Whether a token is a live customer session of the tenant (a customer token on a staff call answers 403, not 401). */
  isCustomerToken: (tenant: Tenant, token: string) => Promise<boolean>;
  /** Sends a pinpad receipt (the accounts' SMS provider: each tenant's own, or the demo's outbox). */
  sms: SmsProvider;
}

/** The signed-in staff member of a staff call: always checked against the URL's tenant. */
export interface StaffIdentity {
  tenantId: string;
  staffId: string;
  sessionId: string;
  staffCode: string;
  name: string;
  roles: string[];
  admin: boolean;
  /** False until the staff member's PIN unlocked this session (and again after every lock). */
  unlocked: boolean;
}
