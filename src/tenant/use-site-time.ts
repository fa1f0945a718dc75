import { localeSettingsOf } from '../config/locale-settings';
import { formatInTimeZone } from '../lib/site-time';
import { useTenant } from './use-tenant';

/**
 * Times at the site in the tenant's formats. Kept apart from useSiteLocale, which the home page
 * uses: the home page shows no dates.
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
