/**
 * What quote and order share: the offer, the payment method, the booking rules and the fee, all
 * from the tenant config and the pure rules of src/lib, so a quote is exactly what an order charges.
 */
import type { ParkingFee } from '../../../src/generated/api/parking-fee';
import type { PaymentMethod, TicketOffer } from '../../../src/generated/tenant';
import { firstBookingProblem } from '../../../src/lib/booking-rules';
import { pricedRange } from '../../../src/lib/offer-conditions';
import { parkingFee, type ParkingTariff } from '../../../src/lib/parking-fee';
import { surchargeFor } from '../../../src/lib/surcharge';
import { refused, type Refusal } from '../../../src/protocol';
import type { PoolKey } from '../../db/repositories/ticket-pool-repository';
import type { ShopMatch } from '../../tenants/registry';
import { visiblePaymentMethod } from '../shared/payment-methods';
import { findOffer, poolKeyOf, siteTimeZone, tariffOf, tenantBookingRules } from './site-offers';

export interface StayRequest {
  offerCode: string;
  entry: number;
  exit: number;
  tickets: number;
  paymentCode?: number;
}

export interface PricedStay {
  offer: TicketOffer;
  tariff: ParkingTariff;
  pool: PoolKey;
  timeZone: string;
  fee: ParkingFee;
  /** The payment method chosen (its surcharge is in the fee). */
  method: PaymentMethod | undefined;
}

export type PricingOutcome = { ok: true; value: PricedStay } | { ok: false; refusal: Refusal };

const SECOND_MS = 1000;
const refuse = (refusal: Refusal): PricingOutcome => ({ ok: false, refusal });

/** The priced stay, or the refusal to answer: offer, payment method, then the booking rules. */
export function priceStay(shop: ShopMatch, request: StayRequest, now: Date): PricingOutcome {
  const { tenant, site } = shop;
  const offer = findOffer(site, request.offerCode);
  if (!offer) return refuse(refused('OFFER_NOT_FOUND'));
  let method: PaymentMethod | undefined;
  if (request.paymentCode !== undefined) {
    method = visiblePaymentMethod(tenant, request.paymentCode);
    if (!method) return refuse(refused('PAYMENT_METHOD_NOT_FOUND'));
  }
  const timeZone = siteTimeZone(tenant, site);
  // The booking rules, then the offer's own conditions (docs/rules.md#offer-conditions).
  const problem = firstBookingProblem(request, tenantBookingRules(tenant), {
    now: Math.floor(now.getTime() / SECOND_MS),
    timeZone,
    ...(offer.conditions ? { conditions: offer.conditions } : {}),
  });
  if (problem) return refuse(refused(problem.code, problem.params));
  const tariff = tariffOf(offer);
  // A flat pass is one period whatever a clock change does to its night.
  const priced = parkingFee(
    tariff,
    pricedRange(tariff, offer.conditions, { entry: request.entry, exit: request.exit }),
    request.tickets,
  );
  // The rules already refused empty ranges; an invalid fee here is a tariff no schema-valid config has.
  if (!priced.valid) throw new Error(`fee of offer ${offer.code} could not be computed: ${priced.reason}`);
  const surcharge = method ? surchargeFor(method, priced.fee.amount) : 0;
  return {
    ok: true,
    value: {
      offer,
      tariff,
      pool: poolKeyOf(tenant, site, offer.code),
      timeZone,
      method,
      fee: {
        offerCode: offer.code,
        entry: request.entry,
        exit: request.exit,
        ...priced.fee,
        paymentCode: method?.code ?? null,
        surcharge,
        total: priced.fee.amount + surcharge,
      },
    },
  };
}

/**
 * The priced stay with a voucher's discount taken off the fee before the surcharge, which is
 * charged on what is left (docs/vouchers-and-invitations.md#at-checkout): total = amount - discount + surcharge.
 */
export function withDiscount(priced: PricedStay, discount: number, voucherId: string): PricedStay {
  const left = priced.fee.amount - discount;
  if (!Number.isSafeInteger(discount) || discount < 0 || left < 0)
    throw new RangeError(`discount ${discount} does not fit the fee ${priced.fee.amount}`);
  const surcharge = priced.method ? surchargeFor(priced.method, left) : 0;
  return { ...priced, fee: { ...priced.fee, discount, voucherId, surcharge, total: left + surcharge } };
}
