import { paymentChildOf } from '../../../payment/payment-child';
import { useEffect, useRef, useState } from 'react';
import { useSavedCards } from '../../../queries/use-saved-cards';
import { useSavedVehicles } from '../../../queries/use-saved-vehicles';
import { normalPlate } from '../../../lib/plates';
import { useLatestRef } from '../../../state/use-latest-ref';
import { useVouchers } from '../../../queries/use-vouchers';
import { useWalletCardList } from '../../../queries/use-wallet-card-list';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import type { CompleteBookingQuery } from './booking-query';
import { checkoutPhaseOf } from './checkout-phase';
import { nowSeconds } from './now-seconds';
import { surchargeFor } from '../../../lib/surcharge';
import type { WalletCard } from '../../../generated/api/wallet-card';
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
  // The vehicle booked for (docs/parking-api.md#plate): read by the order as it is placed.
  const [plate, setPlate] = useState('');
  const plateRef = useLatestRef(plate);
  const [snapshot, send] = useBookingMachine({
    choice,
    pool,
    paymentCode: methods[0]?.code ?? null,
    plate: plateRef,
  });
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
  // The customer's default saved card is chosen for them once, when their cards arrive and a card
  // method is chosen; picking 'a new card' afterwards is theirs to keep (docs/vouchers-and-invitations.md#default-card).
  const defaultCardOffered = useRef(false);
  const defaultCard = savedCards.find((c) => c.isDefault);
  const canChooseCard = snapshot.can({ type: 'SELECT_SAVED_CARD', savedCardId: null });
  useEffect(() => {
    if (defaultCardOffered.current || !defaultCard || method?.paymentType !== 'card' || !canChooseCard) return;
    defaultCardOffered.current = true;
    if (context.savedCardId === null) send({ type: 'SELECT_SAVED_CARD', savedCardId: defaultCard.id });
  }, [defaultCard, method, canChooseCard, context.savedCardId, send]);
  // The first saved vehicle comes filled in once, when the list arrives; the customer may pick another or type one.
  const vehicles = useSavedVehicles().items;
  const plateOffered = useRef(false);
  const firstVehicle = vehicles[0]?.plate;
  useEffect(() => {
    if (plateOffered.current || firstVehicle === undefined) return;
    plateOffered.current = true;
    setPlate((typed) => (typed === '' ? firstVehicle : typed));
  }, [firstVehicle]);
  const plateInvalid = plate.trim() !== '' && normalPlate(plate) === null;
  const walletCards = useWalletCardList();
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
    /** The vehicle: a saved one picked or a plate typed, fixed once the order is placed. */
    vehicle: {
      vehicles,
      value: plate,
      invalid: plateInvalid,
      // The plate does not change the price: it may be typed while the fee is worked out.
      enabled: phase === 'choosing' || phase === 'quoting' || phase === 'reviewing',
      change: setPlate,
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
    /**
     * The stored-value card when it is the chosen method: its balance, and why it cannot pay yet (no
     * PIN, too little on it), said before anything is asked (docs/wallet.md#paying).
     */
    storedValue:
      method?.paymentType === 'storedValue' && walletCards.status === 'ready'
        ? storedValueOf(
            walletCards.items.find((c) => c.kind === 'stored-value'),
            fee?.total ?? null,
          )
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
      // A stored-value card without a PIN or enough on it cannot pay: the notice says what to do instead.
      enabled:
        snapshot.can({ type: 'PAY' }) &&
        !plateInvalid &&
        !(method?.paymentType === 'storedValue' && blockedCard(walletCards.items, fee?.total ?? null)),
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

export interface StoredValueCardState {
  /** The card's balance (minor units); null when the customer has no stored-value card. */
  balance: number | null;
  pinSet: boolean;
  /** The balance does not cover the total. */
  short: boolean;
}

function storedValueOf(card: WalletCard | undefined, total: number | null): StoredValueCardState {
  if (!card) return { balance: null, pinSet: false, short: true };
  return { balance: card.balance, pinSet: card.pinSet, short: total !== null && card.balance < total };
}

function blockedCard(cards: readonly WalletCard[], total: number | null): boolean {
  const state = storedValueOf(
    cards.find((c) => c.kind === 'stored-value'),
    total,
  );
  return !state.pinSet || state.short;
}
