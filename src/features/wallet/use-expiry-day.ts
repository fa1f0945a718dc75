import { localeSettingsOf } from '../../config/locale-settings';
import { formatInTimeZone } from '../../lib/site-time';
import { useTenant } from '../../tenant/use-tenant';

/** A card's expiry day ('YYYY-MM-DD', a calendar day) in the tenant's date format. */
export function useExpiryDay(): (day: string) => string {
  const { bundle } = useTenant();
  const { dateFormat } = localeSettingsOf(bundle.tenant, bundle.site);
  return (day: string) => formatInTimeZone(Date.parse(`${day}T12:00:00Z`) / 1000, dateFormat, 'UTC');
}
