import { formatMoney, moneySymbolOf } from '../lib/money';
import { siteHourAt } from '../lib/site-time';
import { useTenant } from './use-tenant';

/** Money with the tenant's symbol, and the time of day at the site. */
export function useSiteLocale() {
  const { bundle } = useTenant();
  const symbol = moneySymbolOf(bundle.tenant.locale);
  return {
    money: (minorUnits: number) => formatMoney(minorUnits, symbol),
    /** Hour of day (0-23) at the site now (the rule the server's first paint uses too). */
    siteHour: () => siteHourAt(Date.now() / 1000, bundle.tenant, bundle.site),
  };
}
