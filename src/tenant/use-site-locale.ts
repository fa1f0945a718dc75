import { localeSettingsOf } from '../config/locale-settings';
import { hourInTimeZone } from '../lib/site-time';
import { formatMoney } from '../lib/money';
import { useTenant } from './use-tenant';

/** Money with the tenant's symbol, and the time of day at the site. */
export function useSiteLocale() {
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    money: (minorUnits: number) => formatMoney(minorUnits, settings.moneySymbol),
    /** Hour of day (0-23) at the site now. */
    siteHour: () => hourInTimeZone(Date.now() / 1000, settings.timeZone),
  };
}
