import type { Site } from '../generated/tenant';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from '../lib/date-formats';
import { DEFAULT_MONEY_SYMBOL } from '../lib/money';
import type { PublicTenant } from '../generated/public-tenant';

export interface LocaleSettings {
  moneySymbol: string;
  datetimeFormat: string;
  dateFormat: string;
  /** IANA zone the site's times are shown in; undefined means UTC. */
  timeZone: string | undefined;
}

/** Formats and zone of a site: the site's zone, else the tenant's; the defaults of docs/rules.md#system-config-defaults. */
export function localeSettingsOf(tenant: Pick<PublicTenant, 'locale'>, site: Pick<Site, 'timeZone'>): LocaleSettings {
  const { locale } = tenant;
  return {
    moneySymbol: locale.moneySymbol ?? locale.currency?.symbol ?? DEFAULT_MONEY_SYMBOL,
    datetimeFormat: locale.datetimeFormat ?? DEFAULT_DATETIME_FORMAT,
    dateFormat: locale.dateFormat ?? DEFAULT_DATE_FORMAT,
    timeZone: site.timeZone ?? locale.timeZone,
  };
}
