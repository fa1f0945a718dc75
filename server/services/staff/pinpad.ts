/**
 * The pinpad kiosk (docs/staff.md#pinpad): a staff member with a role that opens the pinpad enters
 * an amount, and the customer pays it from their stored-value card by naming the card (number or
 * QR member code) and typing its 6-digit wallet PIN. The PIN is checked with the wallet's try limit
 * per card (docs/wallet.md#pin), counted in the database before it is compared; the debit runs in
 * one transaction with the staff member's idempotency key, and the card's balance never goes below
 * zero (applyCardChange's conditional update). Leaving kiosk mode needs the staff member's PIN;
 * starting it is pinpad-kiosk.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Tenant } from '../../../src/generated/tenant';
import { PINPAD_MAX_AMOUNT } from '../../../src/lib/limits';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { claimPinpadCharge, findPinpadCharge, storePinpadResponse } from '../../db/repositories/pinpad-repository';
import { endStaffKiosk } from '../../db/repositories/staff-kiosk-repository';
import { applyCardChange, findLiveCardByNumberOrQr } from '../../db/repositories/wallet-repository';
import { requestHash } from '../shared/idempotency';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { cardExpired, checkCardPin } from '../wallet';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { checkStaffPin, logStaffAction } from './staff-sessions';

export interface PinpadChargeBody {
  /** The site (shopCode) whose pinpad this is. */
  shop: string;
  /** Minor units, 1..PINPAD_MAX_AMOUNT. */
  amount: number;
  by: 'card' | 'qr';
  value: string;
  pin: string;
  idempotencyKey: string;
}

export interface PinpadReceipt {
  chargeId: string;
  amount: number;
  /** The card's balance after the charge, minor units. */
  balance: number;
  /** Masked (docs/rules.md#masking). */
  cardNumber: string;
  /** Unix seconds. */
  chargedAt: number;
}

const CARD_NUMBER = /^[0-9]{16}$/;
const QR_PAYLOAD = /^[A-Za-z0-9_-]{16,64}$/;

/** The tenant's site of this pinpad, or null when it has none or its pinpad is off (pinpad 0). */
export function pinpadSite(tenant: Tenant, shop: string) {
  const site = tenant.sites.find((s) => s.shopCode.toLowerCase() === shop.toLowerCase());
  return site && site.pinpad !== 0 ? site : null;
}

export async function pinpadCharge(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: PinpadChargeBody,
): Promise<ApiEnvelope<{ receipt: PinpadReceipt }> | Refusal> {
  const site = pinpadSite(tenant, body.shop);
  if (!site) return refused('PINPAD_OFF');
  if (!Number.isInteger(body.amount) || body.amount < 1 || body.amount > PINPAD_MAX_AMOUNT)
    return refused('PINPAD_AMOUNT_INVALID');
  const typed = body.by === 'card' ? body.value.replace(/[\s-]/g, '') : body.value.trim();
  const valid = body.by === 'card' ? CARD_NUMBER.test(typed) : QR_PAYLOAD.test(typed);
  const card = valid ? await findLiveCardByNumberOrQr(deps.db, tenant.id, body.by, typed) : null;
  const subject = card?.id ?? '';
  if (!card || card.kind !== 'stored-value') {
    await logStaffAction(deps, {
      tenantId: tenant.id,
      staffId: identity.staffId,
      action: 'pinpad_card_refused',
      detail: `${body.by}:${maskLongString(typed.slice(0, 64))}`,
    });
    return refused('WALLET_CARD_NOT_FOUND');
  }
  // Counted per card in the database before the PIN is compared, outside the charge's transaction.
  const pinRefusal = await checkCardPin(deps.db, card, body.pin, refused('PIN_VERIFY_FAILED'), 'pinpad', deps.now);
  if (pinRefusal) {
    await logStaffAction(deps, {
      tenantId: tenant.id,
      staffId: identity.staffId,
      action: 'pinpad_pin_refused',
      subject,
      detail: pinRefusal.result.problem?.code ?? '',
    });
    return pinRefusal;
  }
  const now = deps.now();
  if (cardExpired(card.expiresOn, now)) return refused('WALLET_CARD_EXPIRED');
  const id = randomUUID();
  // The hash leaves the PIN out: a retry sends the same PIN, and a hash of it must not be stored.
  const hash = requestHash('staff/pinpad/charge', site.shopCode, { amount: body.amount, by: body.by, value: typed });
  const answer = await transactionOrRefusal<ApiEnvelope<{ receipt: PinpadReceipt }>, Refusal>(
    deps.db,
    async (tx, refuse) => {
      const claimed = await claimPinpadCharge(tx, {
        id,
        tenantId: tenant.id,
        staffId: identity.staffId,
        siteId: site.siteId,
        idempotencyKey: body.idempotencyKey,
        requestHash: hash,
        cardId: card.id,
        amount: body.amount,
        now,
      });
      if (!claimed) {
        const first = await findPinpadCharge(tx, tenant.id, identity.staffId, body.idempotencyKey);
        if (!first || first.requestHash !== hash) return refuse(refused('IDEMPOTENCY_CONFLICT'));
        return first.response as ApiEnvelope<{ receipt: PinpadReceipt }>;
      }
      const after = await applyCardChange(tx, {
        cardId: card.id,
        action: 'payment',
        valueAdd: -body.amount,
        pointAdd: 0,
        siteId: site.siteId,
        shopName: site.lotName,
        reason: `Pinpad ${identity.staffCode}`,
        entryKey: `pinpad:${id}`,
        now,
      });
      if (!after) return refuse(refused('WALLET_INSUFFICIENT_BALANCE'));
      const result = ok({
        receipt: {
          chargeId: id,
          amount: body.amount,
          balance: after.balance,
          cardNumber: maskLongString(card.cardNumber),
          chargedAt: Math.floor(now.getTime() / 1000),
        },
      });
      await storePinpadResponse(tx, id, result);
      return result;
    },
  );
  const code = answer.result.rtn > 0 ? 'pinpad_charge' : 'pinpad_charge_refused';
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: code,
    subject,
    detail: `${body.amount}`,
  });
  return answer;
}

/**
 * Leaving kiosk mode (or opening a relocked kiosk): the signed-in staff member's own counter PIN
 * ends the session's kiosk mode on the server (docs/staff.md#kiosk-server).
 */
export async function pinpadExit(
  deps: StaffDeps,
  identity: StaffIdentity,
  body: { pin: string },
): Promise<ApiEnvelope | Refusal> {
  const checked = await checkStaffPin(deps, identity, body.pin, 'pinpad_exit_refused');
  if (!('staff' in checked)) return checked;
  await endStaffKiosk(deps.db, identity.sessionId);
  await logStaffAction(deps, { tenantId: identity.tenantId, staffId: identity.staffId, action: 'pinpad_exit' });
  return ok({});
}
