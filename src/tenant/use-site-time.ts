import { localeSettingsOf } from '../config/locale-settings';
import { formatInTimeZone } from '../lib/date-time';
import { useTenant } from './use-tenant';

/**
 * Times at the site in the tenant's formats. Kept apart from useSiteLocale: it brings dayjs and
 * its time-zone plugins, which the home page does not need.
 */
export function useSiteTime() {
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    /** A wire time (whole seconds) at the site, in the tenant's datetimeFormat ('HH:mm DD/MM/YYYY'). */
    dateTime: (epochSeconds: number) => formatInTimeZone(epochSeconds, settings.datetimeFormat, settings.timeZone),
    /** The calendar date of a wire time at the site, in the tenant's dateFormat ('DD/MM/YYYY'). */
    date: (epochSeconds: number) => formatInTimeZone(epochSeconds, settings.dateFormat, settings.timeZone),
    /** The site's IANA zone (undefined: UTC). */
    timeZone: settings.timeZone,
  };
}
