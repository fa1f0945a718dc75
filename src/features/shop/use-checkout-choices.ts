import { useState } from 'react';
import type { ShopOrderRequest } from '../../generated/api/shop-order.request';
import type { PaymentMethod, ShopSettings } from '../../generated/tenant';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { checkDelivery, slotsStillOffered } from '../../lib/shop/fulfilment';
import { orderTotals } from '../../lib/shop/pricing';
import { voucherDiscount } from '../../lib/voucher-discount';
import { useSavedCards } from '../../queries/use-saved-cards';
import { useVouchers } from '../../queries/use-vouchers';
import { useServerNow } from '../../state/use-now';
import type { ShopOrderView } from './use-shop-order';

export type Fulfilment = ShopOrderRequest['fulfilment'];

/** Methods a shop order is paid with online: the gateway (card, wallets) and stored value; never cash (docs/shop.md#paying). */
const onlineMethods = (methods: readonly PaymentMethod[]) =>
  methods.filter((m) => m.visible && m.paymentType !== 'cash');
const isStoredValue = (m: PaymentMethod | undefined) =>
  m !== undefined && (m.paymentType === 'storedValue' || m.code === 205 || m.code === 305);

/**
 * The checkout's choices (docs/shop.md#checkout): how the order is fulfilled (delivery, pickup, or
 * to the car when the customer is parked here now), a tip, a voucher, how it is paid (a method, a
 * saved card, stored value, whose PIN the payment step asks), the total by the shared pricing rule, and the request
 * the view places. The server checks all of it again.
 */
export function useCheckoutChoices(
  view: ShopOrderView,
  settings: ShopSettings,
  slotsRead: readonly number[],
  methodsOfTenant: readonly PaymentMethod[],
  location: { lat: number; lng: number } | undefined,
) {
  const stays = view.cart?.carStays ?? [];
  const offered: Fulfilment[] = [
    ...(settings.delivery.enabled ? (['delivery'] as const) : []),
    ...(settings.pickup.enabled ? (['pickup'] as const) : []),
    ...(stays.length > 0 ? (['car'] as const) : []),
  ];
  // Back at checkout after a refusal or a given-up payment (docs/shop.md#giving-up), the choices of
  // the last request show again; a pickup slot that has passed falls back to the first one.
  const last = view.lastRequest;
  const [fulfilment, setFulfilment] = useState<Fulfilment>(
    last && offered.includes(last.fulfilment) ? last.fulfilment : (offered[0] ?? 'pickup'),
  );
  const [line1, setLine1] = useState(last?.deliveryAddress?.line1 ?? '');
  const [postcode, setPostcode] = useState(last?.deliveryAddress?.postcode ?? '');
  // The slots read with the catalogue, less those the waiting time has reached since, by the
  // server's clock (docs/shop.md#pickup); a chosen slot that passes falls back to the first left.
  const now = useServerNow(settings.pickup.enabled, 10_000);
  const slots = slotsStillOffered(slotsRead, settings, Math.floor(now / 1000));
  const [chosenPickupAt, setPickupAt] = useState<number | ''>(last?.pickupAt ?? '');
  const pickupAt = chosenPickupAt !== '' && slots.includes(chosenPickupAt) ? chosenPickupAt : (slots.at(0) ?? '');
  const [stayId, setStayId] = useState(last?.car?.bookingId ?? stays[0]?.bookingId ?? '');
  const [bay, setBay] = useState(last?.car?.bay ?? '');
  const [plate, setPlate] = useState(last?.car?.plate ?? stays[0]?.plate ?? '');
  const [tipPercent, setTipPercent] = useState(last?.tip?.percent ?? 0);
  const [voucherId, setVoucherId] = useState(last?.voucherId ?? '');
  const methods = onlineMethods(methodsOfTenant);
  const savedCards = useSavedCards().items;
  // Only vouchers for the shop (docs/vouchers-and-invitations.md#scope): a parking voucher is not offered here.
  const vouchers = useVouchers().items.filter((v) => v.status === 'available' && v.appliesTo !== 'parking');
  // 'm:{code}' a method; 's:{id}' a saved card (paid with the card method).
  const cardMethod = methods.find((m) => m.paymentType === 'card');
  // Until the customer picks: what the last request of this order paid with, else their default saved
  // card (docs/vouchers-and-invitations.md#default-card), else the card method. Derived, as the saved cards load after the screen.
  const [picked, setChoice] = useState<string | null>(
    view.lastSavedCardId ? `s:${view.lastSavedCardId}` : last ? `m:${last.paymentCode}` : null,
  );
  const defaultCard = cardMethod ? savedCards.find((c) => c.isDefault) : undefined;
  const choice = picked ?? (defaultCard ? `s:${defaultCard.id}` : `m:${(cardMethod ?? methods[0])?.code ?? 0}`);
  const savedCard = choice.startsWith('s:') ? savedCards.find((c) => `s:${c.id}` === choice) : undefined;
  const method = savedCard ? cardMethod : methods.find((m) => `m:${m.code}` === choice);
  const storedValue = isStoredValue(method);
  const lines = view.cart?.lines ?? [];
  const goods = view.cart?.goods ?? 0;
  const delivery =
    fulfilment === 'delivery' && postcode.trim().length >= 2
      ? checkDelivery(settings, { line1, postcode }, goods, location)
      : null;
  const zone = delivery?.ok ? delivery.zone : null;
  const voucher = vouchers.find((v) => v.id === voucherId);
  const discount = voucher ? voucherDiscount(voucher.discount, goods) : null;
  const totals = orderTotals({
    lines,
    deliveryFee: zone?.fee ?? 0,
    ...(zone && settings.delivery.freeDeliveryAmount !== undefined
      ? { freeDeliveryAmount: settings.delivery.freeDeliveryAmount }
      : {}),
    ...(tipPercent > 0 ? { tip: { percent: tipPercent } } : {}),
    ...(discount?.applies ? { discount: discount.discount } : {}),
    ...(method ? { surcharge: method } : {}),
  });
  const whereReady =
    fulfilment === 'delivery'
      ? delivery?.ok === true && line1.trim() !== ''
      : fulfilment === 'car'
        ? stayId !== '' && (bay.trim() !== '' || plate.trim() !== '')
        : pickupAt !== '';
  const ready = method !== undefined && whereReady && (voucher === undefined || discount?.applies === true);
  const place = async () => {
    if (!method) return;
    view.place(
      {
        kind: 'shop',
        idempotencyKey: await newIdempotencyKey(),
        fulfilment,
        ...(fulfilment === 'delivery' ? { deliveryAddress: { line1: line1.trim(), postcode: postcode.trim() } } : {}),
        ...(fulfilment === 'pickup' && pickupAt !== '' ? { pickupAt } : {}),
        ...(fulfilment === 'car'
          ? {
              car: {
                bookingId: stayId,
                ...(bay.trim() ? { bay: bay.trim() } : {}),
                ...(plate.trim() ? { plate: plate.trim() } : {}),
              },
            }
          : {}),
        ...(tipPercent > 0 ? { tip: { percent: tipPercent } } : {}),
        ...(voucher ? { voucherId: voucher.id } : {}),
        paymentCode: method.code as ShopOrderRequest['paymentCode'],
        quotedTotal: totals.total,
      },
      savedCard?.id,
    );
  };
  return {
    offered,
    fulfilment,
    setFulfilment,
    address: { line1, setLine1, postcode, setPostcode, delivery, zone },
    pickup: { slots, pickupAt, setPickupAt },
    car: { stays, stayId, setStayId, bay, setBay, plate, setPlate },
    tip: { tipPercent, setTipPercent },
    voucher: { vouchers, voucherId, setVoucherId, belowMinimum: voucher !== undefined && discount?.applies !== true },
    payment: { methods, savedCards, choice, setChoice, storedValue, method, savedCard },
    totals,
    ready,
    place,
  };
}
