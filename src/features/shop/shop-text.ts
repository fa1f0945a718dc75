import { useTranslation } from '../../i18n/use-translation';
import type { LocalText, TenantText } from '../../generated/tenant';
import { localeSettingsOf } from '../../config/locale-settings';
import { tenantText } from '../../lib/local-text';
import { formatMoney } from '../../lib/money';
import { formatInTimeZone, siteTimeZone } from '../../lib/site-time';
import { useTenant } from '../../tenant/use-tenant';

/** The shop screens' helpers: a catalogue text in the customer's language, money with the tenant's symbol, the site's zone. */
export function useShopText() {
  const { t, i18n } = useTranslation('shop');
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    t,
    i18n,
    /** A catalogue text (a map) or any other tenant text (a string or a map) in the customer's language. */
    text: (value: LocalText | TenantText) => tenantText(value, i18n.language, bundle.tenant.locale.defaultLanguage),
    money: (minor: number) => formatMoney(minor, settings.moneySymbol),
    timeZone: siteTimeZone(bundle.tenant, bundle.site),
    /** A time at the site in the tenant's date-time format (docs/rules.md#system-config-defaults). */
    dateTime: (epochSeconds: number) =>
      formatInTimeZone(epochSeconds, settings.datetimeFormat, siteTimeZone(bundle.tenant, bundle.site)),
    bundle,
  };
}
