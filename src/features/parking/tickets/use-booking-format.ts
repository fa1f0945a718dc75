import { useTenant } from '../../../tenant/use-tenant';
import { localeSettingsOf } from '../../../config/locale-settings';
import { formatInTimeZone } from '../../../lib/site-time';
import { formatMoney } from '../../../lib/money';

/**
 * Money with the tenant's symbol, and a booking's times in the tenant's format at the booking's
 * own site (a customer's bookings may be at any site of the tenant, each in its zone).
 */
export function useBookingFormat() {
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    money: (minorUnits: number) => formatMoney(minorUnits, settings.moneySymbol),
    dateTime: (epochSeconds: number, timeZone: string) =>
      formatInTimeZone(epochSeconds, settings.datetimeFormat, timeZone || settings.timeZone),
  };
}
