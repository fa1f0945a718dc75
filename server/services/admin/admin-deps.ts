import type { Tenant } from '../../../src/generated/tenant';
import type { ContentFieldProblem } from '../../../src/protocol/admin-content';
import type { MessageCode, MessageParams } from '../../../src/protocol/message';
import type { Database } from '../../db/database';
import type { Clock } from '../shared/clock';
import type { StaffIdentity } from '../staff';

/** What the admin services run on; built once by the app (server/app.ts). */
export interface AdminDeps {
  db: Database;
  /** The server's clock (the sandbox clock when SANDBOX_CLOCK=1): publication windows are judged by it. */
  now: Clock;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The tenant file as loaded now (its pages are the starting content). */
  tenantById: (tenantId: string) => Tenant | undefined;
}

/** The staff member making an admin call (already authenticated and allowed by the roles table). */
export type AdminActor = Pick<StaffIdentity, 'tenantId' | 'staffId' | 'staffCode' | 'name' | 'roles' | 'admin'>;

/**
 * An admin call refused by a rule: the HTTP status and the catalogue message (docs/admin.md#errors).
 * Routes turn it into the error answer; `detail` replaces the English when it names the field at fault,
 * and `fields` says which fields of a refused document are at fault (docs/admin.md#field-errors).
 */
export class AdminRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    readonly detail?: string,
    readonly fields: readonly ContentFieldProblem[] = [],
  ) {
    super(detail ?? code);
    this.name = 'AdminRefusal';
  }
}
