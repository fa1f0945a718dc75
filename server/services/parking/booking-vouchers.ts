/**
 * What quote and order ask of vouchers (docs/vouchers-and-invitations.md#at-checkout): the discount
 * a customer's voucher gives on a fee, and, in the order's transaction, to lock and apply it.
 * Parking defines this port and vouchers implements it; the app wires the two.
 */
import type { Tenant } from '../../../src/generated/tenant';
import type { Queryable } from '../../db/database';
import type { SessionIdentity } from '../accounts';

export type VoucherDiscountAnswer = { ok: true; discount: number } | { ok: false };

export interface BookingVouchers {
  /** The discount of the customer's voucher on `fee` now (read only). */
  quote(
    db: Queryable,
    tenant: Tenant,
    identity: SessionIdentity,
    voucherId: string,
    fee: number,
    now: Date,
  ): Promise<VoucherDiscountAnswer>;
  /** The same, with the voucher locked until the transaction ends: concurrent orders cannot both use it. */
  lock(
    tx: Queryable,
    tenant: Tenant,
    identity: SessionIdentity,
    voucherId: string,
    fee: number,
    now: Date,
  ): Promise<VoucherDiscountAnswer>;
  /** Records the locked voucher as applied to the new booking. */
  apply(tx: Queryable, voucherId: string, bookingId: string, discount: number, now: Date): Promise<void>;
}
