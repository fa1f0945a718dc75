import { localeSettingsOf } from '../../config/locale-settings';
import { formatInTimeZone } from '../../lib/date-time';
import { hourInTimeZone } from '../../lib/hour-in-time-zone';
import { formatMoney } from '../../lib/money';
import { useTenant } from './use-tenant';

/** Money with the tenant's symbol, and times at the site in the tenant's formats. */
export function useSiteLocale() {
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    money: (minorUnits: number) => formatMoney(minorUnits, settings.moneySymbol),
    /** A wire time (whole seconds) at the site, in the tenant's datetimeFormat ('HH:mm DD/MM/YYYY'). */
    dateTime: (epochSeconds: number) => formatInTimeZone(epochSeconds, settings.datetimeFormat, settings.timeZone),
    /** The calendar date of a wire time at the site, in the tenant's dateFormat ('DD/MM/YYYY'). */
    date: (epochSeconds: number) => formatInTimeZone(epochSeconds, settings.dateFormat, settings.timeZone),
    /** The site's IANA zone (undefined: UTC). */
    timeZone: settings.timeZone,
    /** Hour of day (0-23) at the site now. */
    siteHour: () => hourInTimeZone(new Date(), settings.timeZone),
  };
}
