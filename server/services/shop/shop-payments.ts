/**
 * How a shop order is paid besides the gateway's page (docs/shop.md#paying): the customer's
 * stored-value card (its wallet PIN checked first, outside the order's transaction, as parking's
 * svc/pay does), a saved card charged at once, and a voucher's discount on the goods. Every change
 * of money happens in the order's own transaction: the card's debit is one conditional statement
 * (never below zero, docs/wallet.md#money) with its history row keyed `pay:{orderId}`, so two
 * orders racing on one balance can never overdraw it and one order is never debited twice.
 */
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { voucherDiscount } from '../../../src/lib/voucher-discount';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { applyVoucherToShopOrder, findOwnVoucher } from '../../db/repositories/voucher-repository';
import { applyCardChange, listOwnCards } from '../../db/repositories/wallet-repository';
import type { SessionIdentity } from '../accounts';
import { savedCardToCharge, type StoredValuePayments } from '../payments';
import { campaignAppliesTo, campaignOf, voucherState } from '../vouchers';
import { cardExpired } from '../wallet';

export interface ShopCardMovement {
  tenantId: string;
  accountId: string;
  siteId: string;
  shopName: string;
  orderId: string;
  /** The order's reference, shown in the card's history. */
  reference: string;
  amount: number;
  now: Date;
}

export type ShopVoucherAnswer = { ok: true; discount: number } | { ok: false };

export interface ShopPayments {
  /** The refusal of a wrong (or locked) wallet PIN, null when right; counted outside the order's transaction. */
  verifyPin(identity: SessionIdentity, pin: string): Promise<Refusal | null>;
  /** Debits the customer's stored-value card in the order's transaction; refuses when short, expired or missing. */
  debit(
    tx: Queryable,
    movement: ShopCardMovement,
    refuse: (answer: Refusal) => never,
  ): Promise<{ cardId: string; cardNumber: string }>;
  /** Credits a refund back to the card that paid (a cancelled order). */
  credit(tx: Queryable, cardId: string, movement: ShopCardMovement): Promise<void>;
  /** The customer's available voucher and its discount on the goods, the voucher row locked. */
  voucher(
    tx: Queryable,
    tenant: Tenant,
    identity: SessionIdentity,
    voucherId: string,
    goods: number,
    now: Date,
  ): Promise<ShopVoucherAnswer>;
  applyVoucher(tx: Queryable, voucherId: string, orderId: string, discount: number, now: Date): Promise<void>;
  /** The gateway token of the customer's own saved card, 'not-found' for another's or a non-card method. */
  savedCard(
    tx: Queryable,
    identity: SessionIdentity,
    method: PaymentMethod,
    savedCardId: string,
  ): Promise<{ token: string; maskedNumber: string } | 'not-found'>;
}

export function createShopPayments(storedValue: Pick<StoredValuePayments, 'verifyPin'>): ShopPayments {
  return {
    verifyPin: (identity, pin) => storedValue.verifyPin(identity, pin),

    async debit(tx, m, refuse) {
      const card =
        (await listOwnCards(tx, m.tenantId, m.accountId)).find((c) => c.kind === 'stored-value') ??
        refuse(refused('WALLET_NO_STORED_VALUE_CARD'));
      if (cardExpired(card.expiresOn, m.now)) refuse(refused('WALLET_CARD_EXPIRED'));
      const after = await applyCardChange(tx, {
        cardId: card.id,
        action: 'payment',
        valueAdd: -m.amount,
        pointAdd: 0,
        siteId: m.siteId,
        shopName: m.shopName,
        reason: m.reference,
        entryKey: `pay:${m.orderId}`,
        now: m.now,
      });
      if (!after) return refuse(refused('WALLET_INSUFFICIENT_BALANCE'));
      return { cardId: card.id, cardNumber: maskLongString(card.cardNumber) };
    },

    async credit(tx, cardId, m) {
      const after = await applyCardChange(tx, {
        cardId,
        action: 'refund',
        valueAdd: m.amount,
        pointAdd: 0,
        siteId: m.siteId,
        shopName: m.shopName,
        reason: m.reference,
        entryKey: `refund:${m.orderId}`,
        now: m.now,
      });
      if (!after) throw new Error(`wallet card ${cardId} could not take the refund of shop order ${m.orderId}`);
    },

    async voucher(tx, tenant, identity, voucherId, goods, now) {
      const voucher = await findOwnVoucher(
        tx,
        { tenantId: identity.tenantId, accountId: identity.accountId },
        voucherId,
        true,
      );
      const campaign = voucher && campaignOf(tenant, voucher.campaignCode);
      if (!voucher || !campaign || voucherState(voucher, now) !== 'available') return { ok: false };
      // A parking voucher takes nothing off a shop order (docs/vouchers-and-invitations.md#scope).
      if (!campaignAppliesTo(campaign, 'shop')) return { ok: false };
      const outcome = voucherDiscount(campaign.discount, goods);
      return outcome.applies ? { ok: true, discount: outcome.discount } : { ok: false };
    },

    applyVoucher: applyVoucherToShopOrder,

    async savedCard(tx, identity, method, savedCardId) {
      const card = await savedCardToCharge(tx, identity, method, savedCardId);
      return card === null || card === 'not-found'
        ? 'not-found'
        : { token: card.token, maskedNumber: card.maskedNumber };
    },
  };
}
