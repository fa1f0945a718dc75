/**
 * Topping up a stored-value card through the gateway (docs/wallet.md#top-up): promotion/topup starts
 * the payment (amount within the programme's rules, once per idempotency key); the card is credited,
 * with its history row, once, when the gateway says approved: on the customer's status check
 * (promotion/topupStatus) or the re-check job, whichever comes first. The top-up row is locked
 * while it settles, and the credit's history entry is unique per top-up, so it is never credited twice.
 * The programme's maximumBalance holds where money moves: starts of one card queue one behind the
 * other and count the top-ups still at the gateway; a credit that would still pass the cap (a refund
 * landed meanwhile, the cap lowered) is not made, and the payer gets the charge back.
 */
import { randomUUID } from 'node:crypto';
import type { PromotionTopupRequest } from '../../../src/generated/api/promotion-topup.request';
import type { PromotionTopupResponse } from '../../../src/generated/api/promotion-topup.response';
import type { PromotionTopupStatusRequest } from '../../../src/generated/api/promotion-topup-status.request';
import type { PromotionTopupStatusResponse } from '../../../src/generated/api/promotion-topup-status.response';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { surchargeFor } from '../../../src/lib/surcharge';
import { topUpAmountProblem, walletProgramme } from '../../../src/lib/wallet-rules';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  applyCardChange,
  findOwnCard,
  findCardById,
  findOwnTopUp,
  insertTopUp,
  listPendingTopUps,
  lockCardTopUps,
  lockTopUp,
  pendingTopUpTotal,
  settleTopUp,
  type WalletTopUpRecord,
  type WalletTopUpStatus,
  findTopUpByGatewayId,
} from '../../db/repositories/wallet-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { runIdempotent } from '../shared/idempotency';
import { isStoredValue, visiblePaymentMethod } from '../shared/payment-methods';
import { cardExpired, walletCardView } from './card-view';
import { customerCard } from './wallet-cards';
import type { WalletDeps } from './wallet-deps';
import { providerContext, type CreatedGatewayPayment } from '../payments';

/** How long the gateway's page may take before the top-up reads as abandoned. */
export const TOP_UP_PAYMENT_MINUTES = 30;
/** Minimum age of a pending top-up before the job asks the gateway. */
export const TOP_UP_RECHECK_AFTER_MS = 60_000;

function shopNameOf(deps: WalletDeps, tenantId: string, siteId: string): string {
  return deps.tenantById(tenantId)?.sites.find((s) => s.siteId === siteId)?.lotName ?? '';
}

export async function startTopUp(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: PromotionTopupRequest,
): Promise<PromotionTopupResponse> {
  const now = deps.now();
  const { idempotencyKey, ...payload } = body;
  const call = {
    accountId: identity.accountId,
    key: idempotencyKey,
    operation: 'promotion/topup',
    scope: shop.site.shopCode,
    payload,
  };
  return runIdempotent<PromotionTopupResponse, Refusal>(deps, call, async (tx, refuse) => {
    // Taken before the card is read: the balance and pending top-ups below are then final for this start.
    await lockCardTopUps(tx, body.cardId);
    const card =
      (await findOwnCard(tx, identity.tenantId, identity.accountId, body.cardId)) ??
      refuse(refused('WALLET_CARD_NOT_FOUND'));
    const rules = walletProgramme(shop.tenant.wallet, card.programmeCode)?.topUp;
    if (card.kind !== 'stored-value' || !rules) return refuse(refused('WALLET_TOP_UP_NOT_AVAILABLE'));
    if (cardExpired(card.expiresOn, now)) return refuse(refused('WALLET_CARD_EXPIRED'));
    // A top-up still at the gateway may yet be credited: it counts as if it were.
    const problem = topUpAmountProblem(rules, body.amount, card.balance + (await pendingTopUpTotal(tx, card.id)));
    if (problem) return refuse(refused(problem));
    const method = visiblePaymentMethod(shop.tenant, body.paymentCode);
    if (!method || method.paymentType === 'cash' || isStoredValue(method))
      return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
    const surcharge = surchargeFor(method, body.amount);
    const charged = body.amount + surcharge;
    const txn = randomUUID();
    const returnUrl = `/${body.returnLayout ?? 'shop'}/${encodeURIComponent(shop.site.shopCode)}/mywallet?topup=${txn}`;
    const payUiType = shop.site.payUiType ?? shop.tenant.payment.payUiType ?? 'DIALOG';
    let created: CreatedGatewayPayment;
    try {
      created = await deps.gateway.createPayment(tx, {
        merchant: shop.tenant.id,
        ...providerContext(shop.tenant, method.code, txn),
        description: `Wallet top-up ${maskLongString(card.cardNumber)}`,
        amount: charged,
        returnUrl,
        payUiType,
        expiresAt: new Date(now.getTime() + TOP_UP_PAYMENT_MINUTES * 60_000),
        now,
      });
    } catch (error) {
      deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to create a wallet top-up');
      return refuse(refused('PAYMENT_REQUEST_FAILED'));
    }
    await insertTopUp(
      tx,
      {
        txn,
        tenantId: identity.tenantId,
        siteId: shop.site.siteId,
        accountId: identity.accountId,
        cardId: card.id,
        paymentCode: method.code,
        amount: body.amount,
        surcharge,
        charged,
        gateway: created.gateway ?? deps.gateway.name,
        gatewayPaymentId: created.gatewayPaymentId,
        payUiType,
      },
      now,
    );
    deps.log.info({ txn, card: card.id, amount: body.amount }, 'wallet top-up started');
    return ok({
      txn,
      status: 'pending',
      amount: body.amount,
      charged,
      payUiType,
      gatewayUrl: created.url,
      returnUrl,
      card: customerCard(walletCardView(card, now)),
    });
  });
}

/** The top-up's status after asking the gateway; credits the card (once) when approved. */
export async function settleTopUpWithGateway(deps: WalletDeps, topUp: WalletTopUpRecord): Promise<WalletTopUpStatus> {
  if (topUp.status !== 'pending') return topUp.status;
  const now = deps.now();
  const gateway = await deps.gateway.getPayment(deps.db, topUp.gatewayPaymentId, now);
  if (!gateway || gateway.status === 'pending') return 'pending';
  return deps.db.transaction(async (tx) => {
    const locked = await lockTopUp(tx, topUp.txn);
    if (!locked || locked.status !== 'pending') return locked?.status ?? topUp.status;
    if (gateway.status === 'declined' || gateway.status === 'abandoned' || gateway.amount !== locked.charged) {
      const status = gateway.status === 'abandoned' ? 'abandoned' : 'failed';
      await settleTopUp(tx, locked.txn, status, '', now);
      deps.metrics?.paymentSettled('top_up', locked.gateway, status);
      deps.log.info({ txn: locked.txn, status }, 'wallet top-up not paid');
      return status;
    }
    const masked = maskLongString(gateway.cardNumber);
    const card = await findCardById(tx, locked.cardId);
    const balanceCap = card
      ? walletProgramme(deps.tenantById(locked.tenantId)?.wallet, card.programmeCode)?.topUp?.maximumBalance
      : undefined;
    const credited = await applyCardChange(tx, {
      cardId: locked.cardId,
      action: 'top_up',
      valueAdd: locked.amount,
      pointAdd: 0,
      siteId: locked.siteId,
      shopName: shopNameOf(deps, locked.tenantId, locked.siteId),
      reason: masked,
      entryKey: `top_up:${locked.txn}`,
      now,
      ...(balanceCap === undefined ? {} : { balanceCap }),
    });
    if (!credited) {
      // The card was deleted while its top-up was at the gateway, or the credit would take it past
      // its cap: the money goes back to the payer, all of it (no part-credit of a chosen amount).
      const refundId = await deps.gateway.refund(
        tx,
        locked.gatewayPaymentId,
        locked.charged,
        `late-${locked.txn}`,
        now,
      );
      deps.metrics?.refundRecorded('top_up', locked.gateway, refundId ? 'succeeded' : 'refused', locked.charged);
      if (!refundId) throw new Error(`gateway refused to refund wallet top-up ${locked.txn}`);
      await settleTopUp(tx, locked.txn, 'failed', masked, now);
      deps.metrics?.paymentSettled('top_up', locked.gateway, 'refunded');
      deps.log.warn(
        { txn: locked.txn, card: locked.cardId, balanceCap },
        'wallet top-up approved but not creditable (card deleted or over its cap): refunded',
      );
      return 'failed';
    }
    await settleTopUp(tx, locked.txn, 'approved', masked, now);
    deps.metrics?.paymentSettled('top_up', locked.gateway, 'approved');
    deps.log.info({ txn: locked.txn, card: locked.cardId, amount: locked.amount }, 'wallet top-up credited');
    return 'approved';
  });
}

export async function topUpStatus(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: PromotionTopupStatusRequest,
): Promise<PromotionTopupStatusResponse> {
  const topUp = await findOwnTopUp(deps.db, identity.tenantId, identity.accountId, body.txn);
  if (!topUp || topUp.siteId !== shop.site.siteId) return refused('PAYMENT_NOT_FOUND');
  const status = await settleTopUpWithGateway(deps, topUp);
  const card = await findOwnCard(deps.db, identity.tenantId, identity.accountId, topUp.cardId);
  return ok({
    txn: topUp.txn,
    status,
    amount: topUp.amount,
    charged: topUp.charged,
    ...(card ? { card: customerCard(walletCardView(card, deps.now())) } : {}),
  });
}

/** The job: settles top-ups still pending, so a customer who closed the page is still credited. */
export async function recheckPendingTopUps(deps: WalletDeps): Promise<number> {
  let settled = 0;
  for (const topUp of await listPendingTopUps(deps.db, new Date(deps.now().getTime() - TOP_UP_RECHECK_AFTER_MS))) {
    if ((await settleTopUpWithGateway(deps, topUp)) !== 'pending') settled += 1;
  }
  return settled;
}

/** A provider's notification named this gateway payment: the top-up it pays, settled from the gateway; false when none. */
export async function settleTopUpByGatewayPaymentId(
  deps: WalletDeps,
  gateway: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const topUp = await findTopUpByGatewayId(deps.db, gateway, gatewayPaymentId);
  if (!topUp) return false;
  await settleTopUpWithGateway(deps, topUp);
  return true;
}
