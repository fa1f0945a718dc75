import { paymentChildOf } from '../../../payment/payment-child';
import { useState } from 'react';
import { useSavedCards } from '../../../queries/use-saved-cards';
import { useVouchers } from '../../../queries/use-vouchers';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import type { CompleteBookingQuery } from './booking-query';
import { checkoutPhaseOf } from './checkout-phase';
import { nowSeconds } from './now-seconds';
import { surchargeFor } from '../../../lib/surcharge';
import { onlinePaymentMethods, surchargeLabelOf } from './payment-methods';
import { useBookingMachine, useChangeHref } from './use-booking-machine';
import type { TicketPool } from './use-ticket-pool';

/**
 * The controller of the checkout screen: what CheckoutFlow shows, read from the booking machine's
 * state, and the events it sends. Which buttons work is the machine's answer (`snapshot.can`).
 */
export function useCheckout(choice: CompleteBookingQuery, pool: TicketPool) {
  const { bundle } = useTenant();
  const text = useTenantText();
  const [methods] = useState(() => onlinePaymentMethods(bundle.tenant.payment.methods));
  const [snapshot, send] = useBookingMachine({ choice, pool, paymentCode: methods[0]?.code ?? null });
  const changeHref = useChangeHref(choice);
  const { context } = snapshot;
  const phase = checkoutPhaseOf(snapshot.value);
  const offer = pool.offers.find((o) => o.offerCode === context.offerCode);
  const method = methods.find((m) => m.code === context.paymentCode);
  // After a cancelled payment the booking is placed at its fee; another method adds its own surcharge
  // to that fee (as the server does when the payment starts), so the breakdown and the Pay button say so.
  const placed = phase === 'paymentCancelled' && context.booking !== null ? context.booking : null;
  const fee =
    placed && context.fee && method
      ? (() => {
          const surcharge = surchargeFor(method, placed.fee);
          return { ...context.fee, paymentCode: method.code, surcharge, total: placed.fee + surcharge };
        })()
      : context.fee;
  const paymentRef = paymentChildOf(snapshot);
  const busy = phase === 'ordering';
  // Only vouchers for parking (docs/vouchers-and-invitations.md#scope): a shop voucher is not offered here.
  const vouchers = useVouchers().items.filter(
    (v) => v.appliesTo !== 'shop' && (v.status === 'available' || v.id === context.voucherId),
  );
  const savedCards = useSavedCards().items;
  const canChooseVoucher = snapshot.can({ type: 'SELECT_VOUCHER', voucherId: null, now: 0 });

  return {
    phase,
    summary: {
      offerName: offer?.name ?? choice.offer,
      entry: context.entry,
      exit: context.exit,
      tickets: context.tickets,
    },
    changeHref,
    /** The choice may be changed before the order is placed. */
    changeable: phase === 'choosing' || phase === 'reviewing',
    payment:
      phase === 'paying' && paymentRef
        ? {
            actorRef: paymentRef,
            amount: context.booking?.total ?? fee?.total ?? 0,
            methodName: text(method?.name),
            holdEndsAt: context.booking?.holdExpiresAt ?? null,
          }
        : null,
    method: {
      methods,
      value: context.paymentCode,
      enabled: snapshot.can({ type: 'SELECT_METHOD', paymentCode: context.paymentCode ?? 0, now: 0 }),
      select: (paymentCode: number) => {
        // A saved card pays only a card method.
        if (methods.find((m) => m.code === paymentCode)?.paymentType !== 'card')
          send({ type: 'SELECT_SAVED_CARD', savedCardId: null });
        send({ type: 'SELECT_METHOD', paymentCode, now: nowSeconds() });
      },
    },
    /** The customer's vouchers that can be applied (docs/vouchers-and-invitations.md#at-checkout). */
    voucher:
      vouchers.length > 0
        ? {
            vouchers,
            value: context.voucherId,
            enabled: canChooseVoucher,
            select: (voucherId: string | null) => send({ type: 'SELECT_VOUCHER', voucherId, now: nowSeconds() }),
          }
        : null,
    /** A card method with saved cards: pay with one of them instead of entering a card. */
    savedCard:
      method?.paymentType === 'card' && savedCards.length > 0
        ? {
            cards: savedCards,
            value: context.savedCardId,
            enabled: snapshot.can({ type: 'SELECT_SAVED_CARD', savedCardId: null }),
            select: (savedCardId: string | null) => send({ type: 'SELECT_SAVED_CARD', savedCardId }),
          }
        : null,
    quoting: phase === 'quoting',
    breakdown:
      fee && offer && phase !== 'quoting'
        ? { fee, tariff: offer.tariff, conditions: offer.conditions, surchargeLabel: surchargeLabelOf(method) }
        : null,
    terms:
      fee && phase !== 'choosing' && phase !== 'quoting'
        ? {
            accepted: context.termsAccepted,
            enabled: snapshot.can({ type: 'ACCEPT_TERMS', accepted: !context.termsAccepted }),
            accept: (accepted: boolean) => send({ type: 'ACCEPT_TERMS', accepted }),
          }
        : null,
    redirecting: phase === 'leftForGateway',
    message: context.message,
    pay: {
      shown: phase === 'reviewing' || phase === 'paymentCancelled' || busy,
      busy,
      enabled: snapshot.can({ type: 'PAY' }),
      total: fee?.total ?? null,
      send: () => send({ type: 'PAY' }),
    },
    quoteAgain: snapshot.can({ type: 'QUOTE', now: 0 }) ? () => send({ type: 'QUOTE', now: nowSeconds() }) : null,
    retry: snapshot.can({ type: 'RETRY' }) ? () => send({ type: 'RETRY' }) : null,
    giveUp: () => send({ type: 'GIVE_UP' }),
    /** After a cancelled payment: pay again (above) or start again with another choice. */
    startAgain:
      phase === 'paymentCancelled' && snapshot.can({ type: 'GIVE_UP' }) ? () => send({ type: 'GIVE_UP' }) : null,
    cancelled: phase === 'paymentCancelled',
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
