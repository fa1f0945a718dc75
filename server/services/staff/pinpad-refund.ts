/**
 * Refund (void) of a pinpad charge by a manager (docs/staff.md#pinpad-refund): the whole amount goes
 * back to the card it was taken from, in one transaction with the refund's row and the manager's
 * idempotency key. The charge's row is locked first, so refunds of one charge take their turn: the
 * first gives the money back, every other is refused (and the unique charge_id of pinpad_refunds
 * refuses a second whatever happens); a retry with the same key answers the first refund. The role
 * check is the route's (function pinpadRefund: manager or the admin flag).
 */
import { randomUUID } from 'node:crypto';
import type { Tenant } from '../../../src/generated/tenant';
import { PINPAD_RECENT_CHARGES } from '../../../src/lib/limits';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import {
  claimPinpadRefund,
  findPinpadRefund,
  lockPinpadCharge,
  recentPinpadCharges,
  storePinpadRefundResponse,
  type PinpadChargeRow,
} from '../../db/repositories/pinpad-repository';
import { applyCardChange } from '../../db/repositories/wallet-repository';
import { requestHash } from '../shared/idempotency';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { pinpadSite } from './pinpad';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { logStaffAction } from './staff-sessions';

export interface PinpadChargeListed {
  chargeId: string;
  amount: number;
  /** Masked (docs/rules.md#masking). */
  cardNumber: string;
  staffCode: string;
  /** Unix seconds. */
  chargedAt: number;
  /** Unix seconds; absent until refunded. */
  refundedAt?: number;
}

export interface PinpadRefundReceipt {
  chargeId: string;
  amount: number;
  /** The card's balance after the refund, minor units. */
  balance: number;
  cardNumber: string;
  /** Unix seconds. */
  refundedAt: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function listed(row: PinpadChargeRow): PinpadChargeListed {
  return {
    chargeId: row.id,
    amount: row.amount,
    cardNumber: maskLongString(row.cardNumber),
    staffCode: row.staffCode,
    chargedAt: seconds(new Date(row.createdAt)),
    ...(row.refundedAt ? { refundedAt: seconds(new Date(row.refundedAt)) } : {}),
  };
}

/** The site's latest PINPAD_RECENT_CHARGES charges, newest first, each saying whether it was refunded. */
export async function pinpadCharges(
  deps: StaffDeps,
  tenant: Tenant,
  _identity: StaffIdentity,
  body: { shop: string },
): Promise<ApiEnvelope<{ charges: PinpadChargeListed[] }> | Refusal> {
  const site = pinpadSite(tenant, body.shop);
  if (!site) return refused('PINPAD_OFF');
  const rows = await recentPinpadCharges(deps.db, tenant.id, site.siteId, PINPAD_RECENT_CHARGES);
  return ok({ charges: rows.map(listed) });
}

export async function pinpadRefund(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { shop: string; chargeId: string; idempotencyKey: string },
): Promise<ApiEnvelope<{ refund: PinpadRefundReceipt }> | Refusal> {
  const site = pinpadSite(tenant, body.shop);
  if (!site) return refused('PINPAD_OFF');
  const now = deps.now();
  const id = randomUUID();
  const hash = requestHash('staff/pinpad/refund', site.shopCode, { chargeId: body.chargeId });
  const answer = await transactionOrRefusal<ApiEnvelope<{ refund: PinpadRefundReceipt }>, Refusal>(
    deps.db,
    async (tx, refuse) => {
      const charge = await lockPinpadCharge(tx, tenant.id, body.chargeId);
      if (!charge || charge.siteId !== site.siteId) return refuse(refused('PINPAD_CHARGE_NOT_FOUND'));
      const earlier = await findPinpadRefund(tx, tenant.id, identity.staffId, body.idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== hash || earlier.response === null) return refuse(refused('IDEMPOTENCY_CONFLICT'));
        return earlier.response as ApiEnvelope<{ refund: PinpadRefundReceipt }>;
      }
      const claimed = await claimPinpadRefund(tx, {
        id,
        tenantId: tenant.id,
        chargeId: charge.id,
        staffId: identity.staffId,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
        amount: charge.amount,
        now,
      });
      if (!claimed) return refuse(refused('PINPAD_ALREADY_REFUNDED'));
      const after = await applyCardChange(tx, {
        cardId: charge.cardId,
        action: 'refund',
        valueAdd: charge.amount,
        pointAdd: 0,
        siteId: site.siteId,
        shopName: site.lotName,
        reason: `Pinpad refund ${identity.staffCode}`,
        entryKey: `pinpad-refund:${charge.id}`,
        now,
      });
      if (!after) return refuse(refused('WALLET_CARD_NOT_FOUND'));
      const result = ok({
        refund: {
          chargeId: charge.id,
          amount: charge.amount,
          balance: after.balance,
          cardNumber: maskLongString(charge.cardNumber),
          refundedAt: seconds(now),
        },
      });
      await storePinpadRefundResponse(tx, id, result);
      return result;
    },
  );
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: answer.result.rtn > 0 ? 'pinpad_refund' : 'pinpad_refund_refused',
    subject: body.chargeId.slice(0, 64),
    detail: 'problem' in answer.result ? answer.result.problem.code : '',
  });
  return answer;
}
