import { createTenantLoader, createTenantResource } from '../../tenant/tenant-loader';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { appClientServices } from '../api-services';

/** The app's tenant loader: one cache for the visit. */
export const loadTenant = createTenantLoader({
  services: appClientServices,
  languageOf: (tenant) => pickLanguage(readStoredLanguage(tenant.id), tenant.locale),
});

/** The tenant promise the layouts read with use() (see createTenantResource). */
export const tenantResource = createTenantResource(loadTenant);
