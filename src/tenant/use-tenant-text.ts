import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TenantText } from '../generated/tenant';
import { tenantText } from '../lib/local-text';
import { useTenant } from './use-tenant';

/**
 * Tenant text in the customer's language (docs/rules.md#tenant-text): the resolver of
 * src/lib/local-text.ts with the language shown now and the tenant's default language.
 */
export function useTenantText(): (text: TenantText | undefined) => string {
  const { i18n } = useTranslation();
  const { bundle } = useTenant();
  const language = i18n.language;
  const fallback = bundle.tenant.locale.defaultLanguage;
  return useCallback((text: TenantText | undefined) => tenantText(text, language, fallback), [language, fallback]);
}

/**
 * A booking's offer name in the customer's language (docs/rules.md#booked-offer): the name kept with
 * the booking as the tenant wrote it when booked (one text or per language), read in the language
 * shown now; for a booking made before names were kept so, the tenant's offer (by site and code)
 * when it is still offered, else the name stored in the tenant's default language.
 */
export function useOfferName(): (booking: OfferNameSource) => string {
  const { bundle } = useTenant();
  const text = useTenantText();
  return useCallback(
    (booking: OfferNameSource) => {
      if (booking.offerNames !== undefined && booking.offerNames !== null) return text(booking.offerNames);
      const offer = bundle.tenant.sites
        .find((site) => site.siteId === booking.siteId)
        ?.offers?.find((o) => o.code === booking.offerCode);
      return offer ? text(offer.name) : booking.offerName;
    },
    [bundle.tenant.sites, text],
  );
}

/** What a booking says about its offer's name (ParkingBooking). */
export interface OfferNameSource {
  siteId: string;
  offerCode: string;
  offerName: string;
  offerNames?: TenantText | null;
}

/**
 * The name of the tenant's payment method with `code` in the customer's language: a method's name
 * is a tenant text (one string, or per language; docs/rules.md#payment-method-names). '' for a
 * code the tenant does not list.
 */
export function usePaymentMethodName(): (code: number | null | undefined) => string {
  const { bundle } = useTenant();
  const text = useTenantText();
  const methods = bundle.tenant.payment.methods;
  return useCallback(
    (code: number | null | undefined) => text(methods.find((m) => m.code === code)?.name),
    [methods, text],
  );
}
