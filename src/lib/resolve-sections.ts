import type { PageSection, Site } from '../generated/tenant';
import type { ThemePreset } from '../generated/theme';
import type { PublicTenant } from '../generated/public-tenant';
import { isBannerShown } from './banner-visibility';

export type GeneratedPage = 'home' | 'site' | 'info';

export interface SectionSources {
  site: Pick<Site, 'sections'>;
  tenant: Pick<PublicTenant, 'sections' | 'branding'>;
  /** The site's preset, picked by the server from uiVersion (3.x: new UI). */
  preset: Pick<ThemePreset, 'sections'>;
}

/**
 * The sections of a generated page, in order: the site's list, else the tenant's, else the
 * preset's. A banner without an image, or hidden by showBanner/hideBanner, is left out.
 */
export function resolveSections(page: GeneratedPage, { site, tenant, preset }: SectionSources): PageSection[] {
  const list = site.sections?.[page] ?? tenant.sections?.[page] ?? preset.sections[page];
  return list.filter((section) => section.type !== 'banner' || isBannerShown(tenant.branding));
}
