import type { OfferConditions, TicketOffer } from '../../../../generated/tenant';
import type { TicketPoolEntry } from '../../../../generated/api/ticket-load-ticket-pool.response';
import { offerAvailability, type OfferAvailability } from './offer-availability';

/** What an offer card shows, from the ticket pool when it has loaded, else from the tenant config. */
export interface OfferCardData {
  code: string;
  name: string;
  description: string;
  periodMinutes: number;
  pricePerPeriod: number;
  dailyMaximum: number | null;
  flatFee: number;
  /** When the offer may be used (docs/rules.md#offer-conditions). */
  conditions: OfferConditions | undefined;
  /** null: not known (config only). */
  availability: OfferAvailability | null;
}

/** `text`: the tenant-text resolver in the customer's language (docs/rules.md#tenant-text). */
export function offerCardsFromConfig(
  offers: readonly TicketOffer[],
  text: (value: TicketOffer['name'] | undefined) => string,
): OfferCardData[] {
  return offers.map((offer) => ({
    code: offer.code,
    name: text(offer.name),
    description: text(offer.description),
    periodMinutes: offer.tariff.periodMinutes,
    pricePerPeriod: offer.tariff.pricePerPeriod,
    dailyMaximum: offer.tariff.dailyMaximum ?? null,
    flatFee: offer.tariff.flatFee ?? 0,
    conditions: offer.conditions,
    availability: null,
  }));
}

export function offerCardsFromPool(entries: readonly TicketPoolEntry[]): OfferCardData[] {
  return entries.map((entry) => ({
    code: entry.offerCode,
    name: entry.name,
    description: entry.description,
    periodMinutes: entry.tariff.periodMinutes,
    pricePerPeriod: entry.tariff.pricePerPeriod,
    dailyMaximum: entry.tariff.dailyMaximum,
    flatFee: entry.tariff.flatFee,
    conditions: entry.conditions,
    availability: offerAvailability(entry),
  }));
}
