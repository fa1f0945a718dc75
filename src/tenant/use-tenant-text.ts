import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
 * A booking's offer name in the customer's language: the tenant's offer (by site and code) when it
 * is still offered, else the name stored with the booking (the tenant's default language).
 */
export function useOfferName(): (booking: { siteId: string; offerCode: string; offerName: string }) => string {
  const { bundle } = useTenant();
  const text = useTenantText();
  return useCallback(
    (booking: { siteId: string; offerCode: string; offerName: string }) => {
      const offer = bundle.tenant.sites.find((site) => site.siteId === booking.siteId)?.offers?.find((o) => o.code === booking.offerCode);
      return offer ? text(offer.name) : booking.offerName;
    },
    [bundle.tenant.sites, text],
  );
}
