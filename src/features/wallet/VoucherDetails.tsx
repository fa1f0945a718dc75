import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import type { VoucherCampaignView } from '../../generated/api/voucher-campaign';
import { localeSettingsOf } from '../../config/locale-settings';
import { formatMoney } from '../../lib/money';
import { formatInTimeZone } from '../../lib/site-time';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';

/** A voucher's discount in words ('$5.00 off parking', '10% off parking, up to $20.00'), in the customer's language. */
export function useVoucherDiscountText(): (discount: VoucherCampaignView['discount']) => string {
  const { t } = useTranslation('membership');
  const { bundle } = useTenant();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  const money = (minor: number) => formatMoney(minor, settings.moneySymbol);
  return ({ percentOff, amountOff, maxDiscount }) =>
    percentOff !== undefined
      ? maxDiscount !== undefined
        ? t('voucher.percentOffCapped', { percent: percentOff, max: money(maxDiscount) })
        : t('voucher.percentOff', { percent: percentOff })
      : t('voucher.amountOff', { amount: money(amountOff ?? 0) });
}

/** What a voucher gives, in the customer's language: its name, the discount, what it applies to, the minimum spend and the expiry. */
export function VoucherDetails({
  voucher,
  couponCode,
}: {
  voucher: Pick<VoucherCampaignView, 'name' | 'discount' | 'expiresAt' | 'appliesTo'>;
  couponCode?: string;
}) {
  const { t } = useTranslation('membership');
  const { bundle } = useTenant();
  const text = useTenantText();
  const settings = localeSettingsOf(bundle.tenant, bundle.site);
  const money = (minor: number) => formatMoney(minor, settings.moneySymbol);
  const { minSpend } = voucher.discount;
  const what = useVoucherDiscountText()(voucher.discount);
  return (
    <Box data-testid="voucher-details">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {text(voucher.name)}
      </Typography>
      <Typography>{what}</Typography>
      {minSpend !== undefined && minSpend > 0 && (
        <Typography color="text.secondary">{t('voucher.minSpend', { amount: money(minSpend) })}</Typography>
      )}
      <Typography data-testid="voucher-scope">{t(`voucher.appliesTo.${voucher.appliesTo}`)}</Typography>
      <Typography color="text.secondary">
        {t('voucher.expires', { date: formatInTimeZone(voucher.expiresAt, settings.dateFormat, settings.timeZone) })}
      </Typography>
      {couponCode !== undefined && (
        <Typography sx={{ mt: 1 }} data-testid="coupon-code">
          {t('voucher.couponLabel')}{' '}
          {/* The code alone in monospace, never broken at its dashes (read out at a counter). */}
          <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 1, whiteSpace: 'nowrap' }}>
            {couponCode}
          </Box>
        </Typography>
      )}
    </Box>
  );
}
