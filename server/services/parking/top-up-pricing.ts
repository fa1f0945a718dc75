/**
 * The price of extending a booking (docs/parking-api.md, "Top-up"): the added time is charged in
 * periods of tenant.booking.topUp.ratePeriodMinutes (part periods as whole ones), each at the
 * booking's tariff price per minute × ratePeriodMinutes (rounded half up to a minor unit), per
 * ticket, without daily maximum or flat fee; then the payment method's surcharge, once. The new
 * exit must keep the conditions the pass was sold with (latest exit, longest stay:
 * docs/rules.md#top-up-rules), as the top-up choices in the browser do.
 */
import type { ParkingTopupQuote } from '../../../src/generated/api/parking-topup-quote';
import type { PaymentMethod, Tenant } from '../../../src/generated/tenant';
import { topUpProblems } from '../../../src/lib/offer-conditions';
import { parkingFee, topUpPricePerPeriod } from '../../../src/lib/parking-fee';
import { surchargeFor } from '../../../src/lib/surcharge';
import { refused, type Refusal } from '../../../src/protocol';
import type { BookingRecord } from '../../db/repositories/booking-repository';
import { findOffer, tenantBookingRules } from './site-offers';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type TopUpPricing = { ok: true; quote: ParkingTopupQuote } | { ok: false; refusal: Refusal };

/** The quote of moving the booking's exit to `exit` (checked: the booking can be topped up at all, by the caller). */
export function priceTopUp(tenant: Tenant, booking: BookingRecord, exit: number, method: PaymentMethod): TopUpPricing {
  const topUp = tenant.booking.topUp;
  if (!topUp) return { ok: false, refusal: refused('TOPUP_NOT_AVAILABLE') };
  const fromExit = seconds(booking.exitAt);
  const added = exit - fromExit;
  if (added < topUp.minimumIntervalMinutes * 60)
    return { ok: false, refusal: refused('TOPUP_TOO_SHORT', { minutes: topUp.minimumIntervalMinutes }) };
  // The conditions as sold; a booking made before they were kept reads the offer as configured now.
  const site = tenant.sites.find((candidate) => candidate.siteId === booking.siteId);
  const conditions = booking.offerConditions ?? (site ? findOffer(site, booking.offerCode)?.conditions : undefined);
  const [broken] = topUpProblems({ entry: seconds(booking.entryAt), exit }, conditions, booking.timeZone);
  if (broken) return { ok: false, refusal: refused(broken.code, broken.params) };
  const rules = tenantBookingRules(tenant);
  if (exit - seconds(booking.entryAt) >= rules.maximumBookingDays * 86_400) {
    return { ok: false, refusal: refused('SPAN_TOO_LONG', { day: rules.maximumBookingDays }) };
  }
  const pricePerPeriod = topUpPricePerPeriod(booking.tariff, topUp.ratePeriodMinutes);
  const priced = parkingFee(
    { periodMinutes: topUp.ratePeriodMinutes, pricePerPeriod },
    { entry: fromExit, exit },
    booking.tickets,
  );
  if (!priced.valid) return { ok: false, refusal: refused('TOPUP_NOT_AVAILABLE') };
  // A free extension needs no payment flow; not offered as a top-up.
  if (priced.fee.amount === 0) return { ok: false, refusal: refused('TOPUP_NOT_AVAILABLE') };
  const surcharge = surchargeFor(method, priced.fee.amount);
  return {
    ok: true,
    quote: {
      bookingId: booking.id,
      fromExit,
      exit,
      minutes: Math.ceil(added / 60),
      ratePeriodMinutes: topUp.ratePeriodMinutes,
      pricePerPeriod,
      periods: priced.fee.periods,
      tickets: booking.tickets,
      fee: priced.fee.amount,
      paymentCode: method.code,
      surcharge,
      total: priced.fee.amount + surcharge,
    },
  };
}
