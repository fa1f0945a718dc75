import type { Site } from '../generated/tenant';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from '../lib/date-formats';
import { moneySymbolOf } from '../lib/money';
import { siteTimeZone } from '../lib/site-time';
import type { PublicTenant } from '../generated/public-tenant';

export interface LocaleSettings {
  moneySymbol: string;
  datetimeFormat: string;
  dateFormat: string;
  /** IANA zone the site's times are shown in. */
  timeZone: string;
}

/** Formats and zone of a site: the site's zone, else the tenant's, else UTC; the defaults of docs/rules.md#system-config-defaults. */
export function localeSettingsOf(tenant: Pick<PublicTenant, 'locale'>, site: Pick<Site, 'timeZone'>): LocaleSettings {
  const { locale } = tenant;
  return {
    moneySymbol: moneySymbolOf(locale),
    datetimeFormat: locale.datetimeFormat ?? DEFAULT_DATETIME_FORMAT,
    dateFormat: locale.dateFormat ?? DEFAULT_DATE_FORMAT,
    timeZone: siteTimeZone(tenant, site),
  };
}
