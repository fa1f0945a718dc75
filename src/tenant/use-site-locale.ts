import { formatMoney, moneySymbolOf } from '../lib/money';
import { hourInTimeZone, siteTimeZone } from '../lib/site-time';
import { useTenant } from './use-tenant';

/** Money with the tenant's symbol, and the time of day at the site. */
export function useSiteLocale() {
  const { bundle } = useTenant();
  const symbol = moneySymbolOf(bundle.tenant.locale);
  const timeZone = siteTimeZone(bundle.tenant, bundle.site);
  return {
    money: (minorUnits: number) => formatMoney(minorUnits, symbol),
    /** Hour of day (0-23) at the site now. */
    siteHour: () => hourInTimeZone(Date.now() / 1000, timeZone),
  };
}
