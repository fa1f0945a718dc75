import type { Database } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { ServiceLogger } from '../shared/service-logger';

/** Collect and claim attempts allowed per window (docs/vouchers-and-invitations.md#voucher-attempts). */
export interface VoucherAttemptLimits {
  perAddress: number;
  perAccount: number;
  windowMs: number;
}

/** What the voucher services run on; built once by the app (server/app.ts). */
export interface VoucherDeps {
  db: Database;
  now: Clock;
  log: ServiceLogger;
  attempts: VoucherAttemptLimits;
}
