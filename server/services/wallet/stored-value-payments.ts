/**
 * What payments ask of the wallet (the port StoredValuePayments of payments/payment-deps.ts):
 * paying a booking from the customer's own stored-value card (docs/wallet.md#paying), crediting it
 * back on a refund, and the points a payment earns or a refund takes back. Every change goes
 * through applyCardChange in the payment's own transaction, with its history row.
 */
import { pointsFor, pointsToReverse } from '../../../src/lib/wallet-rules';
import { refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  applyCardChange,
  bookingReferenceOfPayment,
  findCardById,
  findLiveCardOfProgramme,
  listOwnCards,
  pointsOfEntry,
  setPaymentWalletCard,
  walletCardOfPayment,
  type WalletCardRecord,
} from '../../db/repositories/wallet-repository';
import type { SessionIdentity } from '../accounts';
import type { StoredValueDebit, StoredValuePayments } from '../payments';
import { checkCardPin } from './card-pin';
import { cardExpired } from './card-view';
import { maskLongString } from '../../../src/lib/mask-long-string';
import type { WalletDeps } from './wallet-deps';

/** The account's stored-value card in the tenant (a tenant has at most one stored-value programme). */
async function storedValueCard(
  db: Queryable,
  identity: Pick<SessionIdentity, 'tenantId' | 'accountId'>,
): Promise<WalletCardRecord | null> {
  return (await listOwnCards(db, identity.tenantId, identity.accountId)).find((c) => c.kind === 'stored-value') ?? null;
}

function shopNameOf(deps: WalletDeps, tenantId: string, siteId: string): string {
  return deps.tenantById(tenantId)?.sites.find((s) => s.siteId === siteId)?.lotName ?? '';
}

export function storedValuePayments(deps: WalletDeps): StoredValuePayments {
  return {
    async verifyPin(identity, pin) {
      const card = await storedValueCard(deps.db, identity);
      if (!card) return refused('WALLET_NO_STORED_VALUE_CARD');
      return checkCardPin(deps.db, card, pin, refused('PIN_VERIFY_FAILED'), 'owner', deps.now);
    },

    async debit(tx: Queryable, debit: StoredValueDebit, refuse: (answer: Refusal) => never) {
      const card = (await storedValueCard(tx, debit)) ?? refuse(refused('WALLET_NO_STORED_VALUE_CARD'));
      if (cardExpired(card.expiresOn, debit.now)) refuse(refused('WALLET_CARD_EXPIRED'));
      const after = await applyCardChange(tx, {
        cardId: card.id,
        action: 'payment',
        valueAdd: -debit.amount,
        pointAdd: 0,
        siteId: debit.siteId,
        shopName: shopNameOf(deps, debit.tenantId, debit.siteId),
        reason: debit.reason,
        entryKey: `pay:${debit.txn}`,
        now: debit.now,
      });
      if (!after) return refuse(refused('WALLET_INSUFFICIENT_BALANCE'));
      await setPaymentWalletCard(tx, debit.txn, card.id);
      return { cardNumber: maskLongString(card.cardNumber) };
    },

    async credit(tx, payment, amount, now) {
      const reason = await bookingReferenceOfPayment(tx, payment.txn);
      const cardId = await walletCardOfPayment(tx, payment.txn);
      if (!cardId) throw new Error(`payment ${payment.txn} was not paid from a wallet card`);
      // A card that paid a booking still open cannot be deleted (wallet-cards.ts), so it is live here.
      const after = await applyCardChange(tx, {
        cardId,
        action: 'refund',
        valueAdd: amount,
        pointAdd: 0,
        siteId: payment.siteId,
        shopName: shopNameOf(deps, payment.tenantId, payment.siteId),
        reason,
        entryKey: `refund:${payment.txn}`,
        now,
      });
      if (!after) throw new Error(`wallet card ${cardId} could not take the refund of payment ${payment.txn}`);
    },

    async earnPoints(tx, payment, now) {
      const tenant = deps.tenantById(payment.tenantId);
      const reason = await bookingReferenceOfPayment(tx, payment.txn);
      for (const programme of tenant?.wallet?.programmes ?? []) {
        const points = pointsFor(payment.amount, programme.pointsPerCurrencyUnit);
        if (points <= 0) continue;
        const card = await findLiveCardOfProgramme(tx, payment.accountId, programme.code);
        if (!card || cardExpired(card.expiresOn, now)) continue;
        await applyCardChange(tx, {
          cardId: card.id,
          action: 'points_earned',
          valueAdd: 0,
          pointAdd: points,
          siteId: payment.siteId,
          shopName: shopNameOf(deps, payment.tenantId, payment.siteId),
          reason,
          entryKey: `earn:${payment.txn}`,
          now,
        });
      }
    },

    async reversePoints(tx, payment, refunded, now) {
      const tenant = deps.tenantById(payment.tenantId);
      const reason = await bookingReferenceOfPayment(tx, payment.txn);
      for (const programme of tenant?.wallet?.programmes ?? []) {
        const card = await findLiveCardOfProgramme(tx, payment.accountId, programme.code);
        if (!card) continue;
        const earned = await pointsOfEntry(tx, card.id, `earn:${payment.txn}`);
        const current = (await findCardById(tx, card.id))?.points ?? 0;
        // Points already spent cannot be taken back below zero.
        const back = Math.min(pointsToReverse(earned, payment.amount, refunded), current);
        if (back <= 0) continue;
        await applyCardChange(tx, {
          cardId: card.id,
          action: 'points_reversed',
          valueAdd: 0,
          pointAdd: -back,
          siteId: payment.siteId,
          shopName: shopNameOf(deps, payment.tenantId, payment.siteId),
          reason,
          entryKey: `unearn:${payment.txn}`,
          now,
        });
      }
    },
  };
}
