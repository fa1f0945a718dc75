/**
 * shop/tablePay: one payer's part of a table's bill (docs/shop.md#split), with any visible non-cash
 * method (docs/shop.md#bill-methods): stored value debited here under this payment's key, a saved
 * card of the payer's own charged at once, or the gateway's page. The bill row is locked first, so
 * two payers at one table queue; items are locked by the payment paying them, and the bill's
 * `reserved` (paid + being paid) can never exceed its total (a CHECK).
 */
import { randomUUID } from 'node:crypto';
import type { ShopTablePayRequest } from '../../../src/generated/api/shop-table-pay.request';
import type { ShopTablePayResponse } from '../../../src/generated/api/shop-table-pay.response';
import { BILL_PAYMENT_HOLD_MINUTES } from '../../../src/lib/limits';
import { splitAmount, type Split } from '../../../src/lib/shop/bill-split';
import { surchargeFor } from '../../../src/lib/surcharge';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  billPayments,
  findBill,
  insertBillPayment,
  lockFreeItems,
  lockItems,
  moveBillAmounts,
} from '../../db/repositories/table-bill-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { mayUseBill } from './bill-access';
import { chosenBillMethod, wrongBillPin } from './bill-methods';
import { approveAtOnce, settleLockedBill, settlePayment } from './bill-settlement';
import { billView } from './bill-view';
import { keyOf } from './shop-context';
import type { ShopDeps } from './shop-deps';
import { WALLET_GATEWAY } from './shop-gateways';
import { providerContext, type CreatedGatewayPayment } from '../payments';

export async function payTableShare(
  deps: ShopDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: ShopTablePayRequest,
): Promise<ShopTablePayResponse> {
  if (!shop.site.shop) return refused('OUT_OF_SERVICE');
  const key = keyOf(shop);
  if (!(await mayUseBill(deps, key, body.table, body.tableKey, body.billId, identity)))
    return refused('TABLE_LINK_INVALID');
  // The gateway's page returns to the bill with the secret the payer came with, if any.
  const withKey = (await deps.tableKeys.matches(key, body.table, body.tableKey))
    ? `key=${encodeURIComponent(body.tableKey!)}&`
    : '';
  // The PIN is not part of what makes two requests the same; it is checked before the
  // transaction, whose refusal would roll the try count back (as shop orders, docs/shop.md#paying).
  const { idempotencyKey, pin: _pin, ...payload } = body;
  const wrongPin = await wrongBillPin(deps.payments, shop.tenant, identity, body);
  if (wrongPin) return wrongPin;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'shop/tablePay',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<ShopTablePayResponse, Refusal>(deps, call, async (tx, refuse) => {
    const now = deps.now();
    const bill = await settleLockedBill(deps, tx, key, body.table, body.billId);
    if (!bill) return refuse(refused('BILL_NOT_FOUND'));
    if (bill.status === 'paid') return refuse(refused('BILL_ALREADY_PAID'));
    const current = await billView(tx, bill, identity.accountId);
    const split: Split =
      body.split.kind === 'items'
        ? { kind: 'items', items: body.split.items ?? [] }
        : body.split.kind === 'share'
          ? { kind: 'share', people: body.split.people ?? 0 }
          : { kind: 'rest' };
    const result = splitAmount({ total: bill.total, reserved: bill.reserved, items: current.items }, split);
    if (!result.ok)
      return refuse(refused(result.problem.code, result.problem.params ?? {}, { data: { bill: current } }));
    if (result.amount !== body.quotedAmount)
      return refuse(refused('BILL_AMOUNT_CHANGED', {}, { data: { bill: current } }));
    const { method, storedValue, savedCard } = await chosenBillMethod(
      tx,
      deps.payments,
      shop.tenant,
      identity,
      body,
      refuse,
    );
    const surcharge = surchargeFor(method, result.amount);
    const paymentId = randomUUID();
    if (split.kind === 'items' && (await lockItems(tx, bill.id, split.items, paymentId)) !== split.items.length)
      return refuse(refused('BILL_ITEM_TAKEN'));
    if (split.kind === 'rest') await lockFreeItems(tx, bill.id, paymentId);
    const expiresAt = new Date(now.getTime() + BILL_PAYMENT_HOLD_MINUTES * 60_000);
    const record = {
      id: paymentId,
      billId: bill.id,
      accountId: identity.accountId,
      kind: split.kind,
      amount: result.amount,
      surcharge,
      paymentCode: method.code,
      status: 'pending' as const,
      expiresAt,
      createdAt: now,
    };
    if (storedValue) {
      // Debited in this transaction under the payment's key: never below zero, never twice (docs/wallet.md#money).
      const movement = {
        tenantId: shop.tenant.id,
        accountId: identity.accountId,
        siteId: shop.site.siteId,
        shopName: shop.site.lotName,
        orderId: paymentId,
        reference: `Table ${bill.tableName}`,
        amount: result.amount + surcharge,
        now,
      };
      const debit = await deps.payments.debit(tx, movement, refuse);
      await insertBillPayment(
        tx,
        { ...record, gateway: WALLET_GATEWAY, gatewayPaymentId: `wallet-${paymentId}`, walletCardId: debit.cardId },
        now,
      );
      await moveBillAmounts(tx, bill.id, result.amount, 0, now);
      const after = await approveAtOnce(tx, paymentId, bill.id, result.amount, debit.cardNumber, now);
      deps.metrics?.paymentSettled('table_bill', WALLET_GATEWAY, 'approved');
      return ok({
        paymentId,
        amount: result.amount,
        surcharge,
        total: result.amount + surcharge,
        status: 'approved' as const,
        cardNumber: debit.cardNumber,
        bill: await billView(tx, after, identity.accountId),
      });
    }
    let created: CreatedGatewayPayment;
    try {
      created = await deps.gateway.createPayment(tx, {
        merchant: shop.tenant.id,
        ...providerContext(shop.tenant, method.code),
        description: `Table ${bill.tableName} at ${shop.site.spotName}`,
        amount: result.amount + surcharge,
        returnUrl: `/shop/${encodeURIComponent(shop.site.shopCode)}/pay/${bill.id}/table/${encodeURIComponent(bill.tableName)}?${withKey}payment=${paymentId}`,
        payUiType: 'REDIRECT',
        ...(savedCard ? { savedCardToken: savedCard.token } : {}),
        expiresAt,
        now,
      });
    } catch (error) {
      deps.log.warn(
        { err: error, gateway: deps.gateway.name },
        'payment gateway refused to create a table bill payment',
      );
      return refuse(refused('PAYMENT_REQUEST_FAILED'));
    }
    await insertBillPayment(
      tx,
      {
        ...record,
        gateway: created.gateway ?? deps.gateway.name,
        gatewayPaymentId: created.gatewayPaymentId,
        walletCardId: null,
      },
      now,
    );
    // The CHECK (reserved <= total) is the last guard against paying a bill twice over.
    const reserved = await moveBillAmounts(tx, bill.id, result.amount, 0, now);
    if (savedCard && created.charged === true) {
      // A saved card is charged at once: settled now, as the gateway reports it.
      const payment = (await billPayments(tx, bill.id)).find((p) => p.id === paymentId)!;
      await settlePayment(tx, deps.gateway, payment, now, deps.metrics);
      const after = (await findBill(tx, key, body.table, bill.id))!;
      const settled = (await billPayments(tx, bill.id)).find((p) => p.id === paymentId)!;
      if (settled.status !== 'approved')
        return refuse(refused('PAYMENT_FAILED', {}, { data: { bill: await billView(tx, after, identity.accountId) } }));
      return ok({
        paymentId,
        amount: result.amount,
        surcharge,
        total: result.amount + surcharge,
        status: 'approved' as const,
        cardNumber: settled.cardNumber,
        bill: await billView(tx, after, identity.accountId),
      });
    }
    return ok({
      paymentId,
      amount: result.amount,
      surcharge,
      total: result.amount + surcharge,
      status: 'pending' as const,
      gatewayUrl: created.url,
      bill: await billView(tx, reserved, identity.accountId),
    });
  });
}
