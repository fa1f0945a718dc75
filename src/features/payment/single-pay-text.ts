import { useTranslation } from '../../i18n/use-translation';
import { localeSettingsOf } from '../../config/locale-settings';
import { formatMoney } from '../../lib/money';
import { formatInTimeZone, siteTimeZone } from '../../lib/site-time';
import { useTenant } from '../../tenant/use-tenant';

/** The single-pay screens' helpers: their texts (the 'shop' namespace's singlePay), money with the tenant's symbol, times at the site. */
export function useSinglePayText() {
  const { t } = useTranslation('shop');
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  return {
    t: (key: string, params?: Record<string, string | number>) => t(`singlePay.${key}`, params ?? {}),
    money: (minor: number) => formatMoney(minor, settings.moneySymbol),
    dateTime: (epochSeconds: number) =>
      formatInTimeZone(epochSeconds, settings.datetimeFormat, siteTimeZone(bundle.tenant, bundle.site)),
    bundle,
  };
}
