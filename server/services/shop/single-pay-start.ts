/**
 * shop/singlePayStart (docs/shop.md#single-pay): claims the request and pays it, once per key, with
 * any visible non-cash method (docs/shop.md#bill-methods): stored value debited here (its PIN
 * checked first), a saved card of the payer's own charged at once, or a payment at the gateway
 * whose page opens. The claim lasts while that payment is under way (SINGLE_PAY_HOLD_MINUTES), so
 * someone who saw the QR and started paying cannot keep the request from its payer.
 */
import type { SinglePayStartRequest } from '../../../src/generated/api/single-pay-start.request';
import type { SinglePayStartResponse } from '../../../src/generated/api/single-pay-start.response';
import { SINGLE_PAY_HOLD_MINUTES } from '../../../src/lib/limits';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  finishSinglePayPayment,
  findSinglePay,
  startSinglePayPayment,
} from '../../db/repositories/single-pay-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { chosenBillMethod, wrongBillPin } from './bill-methods';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { WALLET_GATEWAY } from './shop-gateways';
import { settleSinglePay } from './single-pay-settle';
import { requestView, singlePayPath, visibleTo } from './single-pay-view';
import { providerContext, type CreatedGatewayPayment } from '../payments';

export async function startSinglePay(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: SinglePayStartRequest,
): Promise<SinglePayStartResponse> {
  const key = keyOf(shop);
  const { idempotencyKey, pin: _pin, ...payload } = body;
  const wrongPin = await wrongBillPin(deps.payments, shop.tenant, identity, body);
  if (wrongPin) return wrongPin;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'shop/singlePayStart',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<SinglePayStartResponse, Refusal>(deps, call, async (tx, refuse) => {
    const now = deps.now();
    const locked = await findSinglePay(tx, key, body.txn, true);
    if (!locked) return refuse(refused('SINGLE_PAY_NOT_FOUND'));
    // Settled before it is judged whose it is: a claim whose payment ended is nobody's.
    await settleSinglePay(deps, tx, locked, now);
    const r = (await findSinglePay(tx, key, body.txn))!;
    if (!visibleTo(r, identity, {})) return refuse(refused('SINGLE_PAY_NOT_FOUND'));
    if (r.status === 'paid') return refuse(refused('SINGLE_PAY_PAID', {}, { data: { request: requestView(r, now) } }));
    if (now >= r.expiresAt)
      return refuse(refused('SINGLE_PAY_EXPIRED', {}, { data: { request: requestView(r, now) } }));
    const { method, storedValue, savedCard } = await chosenBillMethod(
      tx,
      deps.payments,
      shop.tenant,
      identity,
      body,
      refuse,
    );
    const surcharge = surchargeFor(method, r.amount);
    if (r.amount + surcharge !== body.quotedTotal)
      return refuse(refused('PRICE_CHANGED', {}, { data: { request: requestView(r, now) } }));
    // A payment still open at the gateway from an earlier try is cancelled first: one request, one charge.
    if (r.status === 'pending' && !(await deps.gateway.cancel(tx, r.gatewayPaymentId, now))) {
      // It went through after it was asked about above (approved at the gateway meanwhile): the
      // request is paid, and a start with a new key is told so, as any start on a paid request.
      await settleSinglePay(deps, tx, r, now);
      const settled = (await findSinglePay(tx, key, r.id))!;
      if (settled.status === 'paid')
        return refuse(refused('SINGLE_PAY_PAID', {}, { data: { request: requestView(settled, now) } }));
      throw new Error(`single-pay ${r.id}: an earlier payment could not be cancelled`);
    }
    // The claim lasts while this payment is under way, never past the request's own expiry.
    const holdExpiresAt = new Date(Math.min(r.expiresAt.getTime(), now.getTime() + SINGLE_PAY_HOLD_MINUTES * 60_000));
    const claim = { accountId: identity.accountId, paymentCode: method.code, surcharge, holdExpiresAt };
    if (storedValue) {
      // Debited in this transaction under the request's key: never below zero, paid once (docs/wallet.md#money).
      const movement = {
        tenantId: shop.tenant.id,
        accountId: identity.accountId,
        siteId: shop.site.siteId,
        shopName: shop.site.lotName,
        orderId: r.id,
        reference: r.reference,
        amount: r.amount + surcharge,
        now,
      };
      const debit = await deps.payments.debit(tx, movement, refuse);
      await startSinglePayPayment(
        tx,
        r.id,
        { ...claim, gateway: WALLET_GATEWAY, gatewayPaymentId: `wallet-${r.id}`, walletCardId: debit.cardId },
        now,
      );
      await finishSinglePayPayment(tx, r.id, { cardNumber: debit.cardNumber }, now);
      return ok({ request: requestView((await findSinglePay(tx, key, r.id))!, now) });
    }
    let created: CreatedGatewayPayment;
    try {
      created = await deps.gateway.createPayment(tx, {
        merchant: shop.tenant.id,
        ...providerContext(shop.tenant, method.code),
        description: r.description,
        amount: r.amount + surcharge,
        returnUrl: singlePayPath(key.shopCode, r),
        payUiType: 'REDIRECT',
        ...(savedCard ? { savedCardToken: savedCard.token } : {}),
        expiresAt: holdExpiresAt,
        now,
      });
    } catch (error) {
      deps.log.warn(
        { err: error, gateway: deps.gateway.name },
        'payment gateway refused to create a single-pay payment',
      );
      return refuse(refused('PAYMENT_REQUEST_FAILED'));
    }
    await startSinglePayPayment(
      tx,
      r.id,
      { ...claim, gateway: created.gateway ?? deps.gateway.name, gatewayPaymentId: created.gatewayPaymentId },
      now,
    );
    const started = (await findSinglePay(tx, key, r.id))!;
    if (savedCard && created.charged === true) {
      // A saved card is charged at once: settled now, as the gateway reports it.
      await settleSinglePay(deps, tx, started, now);
      const settled = (await findSinglePay(tx, key, r.id))!;
      if (settled.status !== 'paid')
        return refuse(refused('PAYMENT_FAILED', {}, { data: { request: requestView(settled, now) } }));
      return ok({ request: requestView(settled, now) });
    }
    return ok({ request: requestView(started, now, created.url) });
  });
}
