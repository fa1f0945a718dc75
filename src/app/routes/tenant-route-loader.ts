import type { LoaderFunctionArgs } from 'react-router';
import { createTenantLoader, type TenantLoad } from '../../config/tenant-loader';
import { switchLanguage } from '../../i18n/i18n';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { appClientServices } from '../api-services';

/** The app's tenant loader: one cache for the visit. */
export const loadTenant = createTenantLoader({
  services: appClientServices,
  languageOf: (tenant) => pickLanguage(readStoredLanguage(tenant.id), tenant.locale),
});

/**
 * Loader of the four layout routes: the :shop param selects the tenant and site. The page's
 * language is settled before the layout renders, so it never flashes in another language.
 */
export async function tenantRouteLoader({ params }: LoaderFunctionArgs): Promise<TenantLoad> {
  const result = await loadTenant(params.shop ?? '');
  const tenantId = result.kind === 'ready' ? result.bundle.tenant.id : null;
  const locale = result.kind === 'ready' ? result.bundle.tenant.locale : null;
  await switchLanguage(pickLanguage(readStoredLanguage(tenantId), locale));
  return result;
}

/** Loader of the global pages: the neutral pages use the visitor's own choice, else en-gb. */
export async function globalRouteLoader(): Promise<null> {
  await switchLanguage(pickLanguage(readStoredLanguage(null), null));
  return null;
}
