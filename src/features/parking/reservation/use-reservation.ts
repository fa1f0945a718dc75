import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TicketOffer } from '../../../generated/tenant';
import { isFeatureEnabled } from '../../../config/features';
import { flatPassPrice } from '../../../lib/offer-pass';
import { offerPeriod } from '../../../lib/offer-period';
import { sentenceCase, useOfferTerms } from '../../../tenant/use-offer-terms';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import {
  continueHref,
  initialChoice,
  reservableSites,
  withOffer,
  withSite,
  type ReservationChoice,
} from './reservation-choices';

/** An offer as the screen lists it: its name, price and conditions in the customer's words. */
export interface OfferLine {
  code: string;
  name: string;
  price: string;
  terms: string;
  description: string;
}

/**
 * The controller of pre-pay ticket booking (docs/rules.md#reservation-route): the tenant's car
 * parks that sell tickets here, the chosen car park and offer, and where 'Continue' leads (that
 * car park's date & time screen, whose booking flow takes over).
 */
export function useReservation() {
  const { t } = useTranslation('sections');
  const { bundle, layout } = useTenant();
  const text = useTenantText();
  const terms = useOfferTerms();
  const { money } = useSiteLocale();
  const sites = useMemo(() => reservableSites(bundle.tenant, layout), [bundle.tenant, layout]);
  const [choice, setChoice] = useState<ReservationChoice | null>(() => initialChoice(sites, bundle.shop));

  const lineOf = (offer: TicketOffer): OfferLine => {
    const { unit, count } = offerPeriod(offer.tariff.periodMinutes);
    // A flat pass is its price and its conditions, as on the offer cards (docs/rules.md#offer-terms).
    const price = terms.isFlatPass(offer.tariff, offer.conditions)
      ? money(flatPassPrice(offer.tariff))
      : t('offers.price', {
          price: money(offer.tariff.pricePerPeriod),
          period: t(count === 1 ? `offers.period.single.${unit}` : `offers.period.multiple.${unit}`, { count }),
        });
    return {
      code: offer.code,
      name: text(offer.name),
      price,
      terms: sentenceCase(terms.termsOf(offer.conditions)),
      description: text(offer.description),
    };
  };

  const chosen = choice ? sites.find((entry) => entry.site.shopCode === choice.shopCode) : undefined;
  return {
    carparks: sites.map((entry) => ({
      shopCode: entry.site.shopCode,
      name: entry.site.lotName,
      address: entry.site.address ?? bundle.tenant.contact.address ?? '',
      offerCount: entry.offers.length,
    })),
    shopCode: choice?.shopCode ?? null,
    offerCode: choice?.offerCode ?? null,
    offers: chosen ? chosen.offers.map(lineOf) : [],
    chooseCarpark: (shopCode: string) =>
      setChoice((current) => (current ? withSite(sites, current, shopCode) : current)),
    chooseOffer: (offerCode: string) =>
      setChoice((current) => (current ? withOffer(sites, current, offerCode) : current)),
    continueTo: choice
      ? continueHref(layout, choice, { reservation: isFeatureEnabled(bundle.tenant, 'reservation') })
      : null,
  };
}

export type Reservation = ReturnType<typeof useReservation>;
