/**
 * Single pay (docs/shop.md#single-pay): a payment request whose amount the requester sets here on
 * the server (a POS with the tenant's POS key), paid once through the gateway before it expires,
 * with its receipt. The customer who starts paying claims it while that payment is under way; any
 * other customer then gets 'Payment request not found', the same answer as for an id that does not
 * exist. A payment declined, abandoned or not finished within SINGLE_PAY_HOLD_MINUTES ends the
 * claim, so someone who saw the QR and started paying cannot keep the request from its payer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PosSinglePayRequestRequest } from '../../../src/generated/api/pos-single-pay-request.request';
import type { PosSinglePayRequestResponse } from '../../../src/generated/api/pos-single-pay-request.response';
import type { SinglePay } from '../../../src/generated/api/single-pay';
import type { StaffSinglePayStatusResponse } from '../../../src/generated/api/staff-single-pay-status.response';
import type { SinglePayFindRequest } from '../../../src/generated/api/single-pay-find.request';
import type { SinglePayFindResponse } from '../../../src/generated/api/single-pay-find.response';
import type { SinglePayStartRequest } from '../../../src/generated/api/single-pay-start.request';
import type { SinglePayStartResponse } from '../../../src/generated/api/single-pay-start.response';
import type { SinglePayRequest } from '../../../src/generated/api/single-pay.request';
import type { SinglePayResponse } from '../../../src/generated/api/single-pay.response';
import { SINGLE_PAY_HOLD_MINUTES } from '../../../src/lib/limits';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import type { ShopKey } from '../../db/repositories/shop-repository';
import {
  finishSinglePayPayment,
  findSinglePay,
  findSinglePayByReference,
  insertSinglePay,
  startSinglePayPayment,
  type SinglePayRecord,
} from '../../db/repositories/single-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { chosenBillMethod, wrongBillPin } from './bill-methods';
import type { ShopDeps } from './shop-deps';
import { WALLET_GATEWAY } from './table-bill-services';

const REFERENCE_DRAWS = 5;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const keyOf = (shop: ShopMatch): ShopKey => ({ tenantId: shop.tenant.id, shopCode: shop.site.shopCode });

function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** The customer's path of a request (its QR): the shop layout's singlepay/{txn}/request/{action}/by/{requiredBy}. */
export function singlePayPath(shopCode: string, r: Pick<SinglePayRecord, 'id' | 'action' | 'requiredBy'>): string {
  return `/shop/${encodeURIComponent(shopCode)}/singlepay/${r.id}/request/${encodeURIComponent(r.action)}/by/${encodeURIComponent(r.requiredBy)}`;
}

function requestView(r: SinglePayRecord, now: Date, gatewayUrl?: string): SinglePay {
  const expired = r.status !== 'paid' && now >= r.expiresAt;
  return {
    txn: r.id,
    action: r.action,
    requiredBy: r.requiredBy,
    reference: r.reference,
    description: r.description,
    amount: r.amount,
    surcharge: r.status === 'paid' ? r.surcharge : 0,
    status: expired ? 'expired' : r.status,
    expiresAt: seconds(r.expiresAt),
    ...(r.paidAt ? { paidAt: seconds(r.paidAt) } : {}),
    ...(r.status === 'paid' && r.paymentCode !== null ? { paymentCode: r.paymentCode } : {}),
    ...(r.cardNumber ? { cardNumber: r.cardNumber } : {}),
    ...(gatewayUrl && r.status === 'pending' && !expired ? { gatewayUrl } : {}),
  };
}

/** Someone else's claimed request, or another action or requester than the URL's, reads as missing. */
function visibleTo(r: SinglePayRecord | null, identity: SessionIdentity, url: { action?: string; requiredBy?: string }): r is SinglePayRecord {
  if (!r) return false;
  if (r.accountId !== null && r.accountId !== identity.accountId) return false;
  if (url.action !== undefined && url.action !== r.action) return false;
  return url.requiredBy === undefined || url.requiredBy === r.requiredBy;
}

export function createSinglePayServices(deps: ShopDeps) {
  /**
   * Settles a pending payment with the gateway (request row locked): approved is paid; declined,
   * abandoned or lapsed (its hold or the request over) opens the request to anyone again.
   */
  async function settle(tx: Queryable, r: SinglePayRecord, now: Date): Promise<void> {
    if (r.status !== 'pending') return;
    let reported = await deps.gateway.getPayment(tx, r.gatewayPaymentId, now);
    if ((!reported || reported.status === 'pending') && now >= (r.holdExpiresAt ?? r.expiresAt)) {
      // Cancelled first so a late approval can no longer charge a payer whose claim has ended.
      reported = (await deps.gateway.cancel(tx, r.gatewayPaymentId, now)) ? null : await deps.gateway.getPayment(tx, r.gatewayPaymentId, now);
      if (reported === null) await finishSinglePayPayment(tx, r.id, null, now);
    }
    if (reported?.status === 'approved' && reported.amount === r.amount + r.surcharge) await finishSinglePayPayment(tx, r.id, { cardNumber: maskLongString(reported.cardNumber) }, now);
    else if (reported && reported.status !== 'pending') await finishSinglePayPayment(tx, r.id, null, now);
  }

  async function readSettled(key: ShopKey, txn: string): Promise<SinglePayRecord | null> {
    return deps.db.transaction(async (tx) => {
      const r = await findSinglePay(tx, key, txn, true);
      if (r) await settle(tx, r, deps.now());
      return findSinglePay(tx, key, txn);
    });
  }

  return {
    /** pro/pos/singlePayRequest (X-Pos-Key): the POS sets the amount; the customer gets the path. */
    async create(shop: ShopMatch, body: PosSinglePayRequestRequest): Promise<PosSinglePayRequestResponse> {
      const key = keyOf(shop);
      const now = deps.now();
      const record = {
        id: randomUUID(),
        tenantId: key.tenantId,
        shopCode: key.shopCode,
        action: body.action,
        requiredBy: body.requiredBy,
        reference: '',
        description: body.description,
        amount: body.amount,
        expiresAt: new Date(now.getTime() + body.expiresInMinutes * 60_000),
        createdAt: now,
      };
      for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
        record.reference = newReference();
        if (await insertSinglePay(deps.db, record)) {
          const stored = await findSinglePay(deps.db, key, record.id);
          return ok({ request: requestView(stored!, now), path: singlePayPath(key.shopCode, record) });
        }
      }
      throw new Error('could not draw a free single-pay reference');
    },

    /** shop/singlePay: one request, its pending payment checked with the gateway first. */
    async read(shop: ShopMatch, identity: SessionIdentity, body: SinglePayRequest): Promise<SinglePayResponse> {
      const r = await readSettled(keyOf(shop), body.txn);
      if (!visibleTo(r, identity, body)) return refused('SINGLE_PAY_NOT_FOUND');
      return ok({ request: requestView(r, deps.now()) });
    },

    /** staff/singlePayStatus: the request for the staff member who required it; anyone else's reads as missing. */
    async staffRead(shop: ShopMatch, txn: string, staffCode: string): Promise<StaffSinglePayStatusResponse> {
      const r = await readSettled(keyOf(shop), txn);
      if (!r || r.requiredBy !== staffCode) return refused('SINGLE_PAY_NOT_FOUND');
      return ok({ request: requestView(r, deps.now()) });
    },

    /** shop/singlePayFind: the request with this short code, for singlepay/{action}/by/{requiredBy} without a QR. */
    async find(shop: ShopMatch, identity: SessionIdentity, body: SinglePayFindRequest): Promise<SinglePayFindResponse> {
      const found = await findSinglePayByReference(deps.db, keyOf(shop), body.action, body.requiredBy, body.reference.toUpperCase());
      // Settled first: a claim whose payment ended no longer hides the request.
      const r = found && (await readSettled(keyOf(shop), found.id));
      if (!visibleTo(r, identity, body)) return refused('SINGLE_PAY_NOT_FOUND');
      return ok({ request: requestView(r, deps.now()) });
    },

    /**
     * shop/singlePayStart: claims the request and pays it, once per key, with any visible non-cash
     * method (docs/shop.md#bill-methods): stored value debited here (its PIN checked first), a saved
     * card of the payer's own charged at once, or a payment at the gateway whose page opens.
     */
    async start(shop: ShopMatch, identity: SessionIdentity, body: SinglePayStartRequest): Promise<SinglePayStartResponse> {
      const key = keyOf(shop);
      const { idempotencyKey, pin: _pin, ...payload } = body;
      const wrongPin = await wrongBillPin(deps.payments, shop.tenant, identity, body);
      if (wrongPin) return wrongPin;
      const call = { accountId: identity.accountId, key: idempotencyKey, operation: 'shop/singlePayStart', scope: shop.site.shopCode, payload };
      return runIdempotent<SinglePayStartResponse, Refusal>(deps, call, async (tx, refuse) => {
        const now = deps.now();
        const locked = await findSinglePay(tx, key, body.txn, true);
        if (!locked) return refuse(refused('SINGLE_PAY_NOT_FOUND'));
        // Settled before it is judged whose it is: a claim whose payment ended is nobody's.
        await settle(tx, locked, now);
        const r = (await findSinglePay(tx, key, body.txn))!;
        if (!visibleTo(r, identity, {})) return refuse(refused('SINGLE_PAY_NOT_FOUND'));
        if (r.status === 'paid') return refuse(refused('SINGLE_PAY_PAID', {}, { data: { request: requestView(r, now) } }));
        if (now >= r.expiresAt) return refuse(refused('SINGLE_PAY_EXPIRED', {}, { data: { request: requestView(r, now) } }));
        const { method, storedValue, savedCard } = await chosenBillMethod(tx, deps.payments, shop.tenant, identity, body, refuse);
        const surcharge = surchargeFor(method, r.amount);
        if (r.amount + surcharge !== body.quotedTotal) return refuse(refused('PRICE_CHANGED', {}, { data: { request: requestView(r, now) } }));
        // A payment still open at the gateway from an earlier try is cancelled first: one request, one charge.
        if (r.status === 'pending' && !(await deps.gateway.cancel(tx, r.gatewayPaymentId, now))) {
          // It went through after it was asked about above (approved at the gateway meanwhile): the
          // request is paid, and a start with a new key is told so, as any start on a paid request.
          await settle(tx, r, now);
          const settled = (await findSinglePay(tx, key, r.id))!;
          if (settled.status === 'paid') return refuse(refused('SINGLE_PAY_PAID', {}, { data: { request: requestView(settled, now) } }));
          throw new Error(`single-pay ${r.id}: an earlier payment could not be cancelled`);
        }
        // The claim lasts while this payment is under way, never past the request's own expiry.
        const holdExpiresAt = new Date(Math.min(r.expiresAt.getTime(), now.getTime() + SINGLE_PAY_HOLD_MINUTES * 60_000));
        const claim = { accountId: identity.accountId, paymentCode: method.code, surcharge, holdExpiresAt };
        if (storedValue) {
          // Debited in this transaction under the request's key: never below zero, paid once (docs/wallet.md#money).
          const movement = { tenantId: shop.tenant.id, accountId: identity.accountId, siteId: shop.site.siteId, shopName: shop.site.lotName, orderId: r.id, reference: r.reference, amount: r.amount + surcharge, now };
          const debit = await deps.payments.debit(tx, movement, refuse);
          await startSinglePayPayment(tx, r.id, { ...claim, gateway: WALLET_GATEWAY, gatewayPaymentId: `wallet-${r.id}`, walletCardId: debit.cardId }, now);
          await finishSinglePayPayment(tx, r.id, { cardNumber: debit.cardNumber }, now);
          return ok({ request: requestView((await findSinglePay(tx, key, r.id))!, now) });
        }
        let created: { gatewayPaymentId: string; url: string; charged?: boolean };
        try {
          created = await deps.gateway.createPayment(tx, {
            merchant: shop.tenant.id,
            description: r.description,
            amount: r.amount + surcharge,
            returnUrl: singlePayPath(key.shopCode, r),
            payUiType: 'REDIRECT',
            ...(savedCard ? { savedCardToken: savedCard.token } : {}),
            expiresAt: holdExpiresAt,
            now,
          });
        } catch (error) {
          deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a single-pay payment');
          return refuse(refused('PAYMENT_REQUEST_FAILED'));
        }
        await startSinglePayPayment(tx, r.id, { ...claim, gateway: deps.gateway.name, gatewayPaymentId: created.gatewayPaymentId }, now);
        const started = (await findSinglePay(tx, key, r.id))!;
        if (savedCard && created.charged === true) {
          // A saved card is charged at once: settled now, as the gateway reports it.
          await settle(tx, started, now);
          const settled = (await findSinglePay(tx, key, r.id))!;
          if (settled.status !== 'paid') return refuse(refused('PAYMENT_FAILED', {}, { data: { request: requestView(settled, now) } }));
          return ok({ request: requestView(settled, now) });
        }
        return ok({ request: requestView(started, now, created.url) });
      });
    },
  };
}

export type SinglePayServices = ReturnType<typeof createSinglePayServices>;
