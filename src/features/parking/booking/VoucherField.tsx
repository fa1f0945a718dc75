import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../i18n/use-translation';
import type { Voucher } from '../../../generated/api/voucher';
import { useTenantText } from '../../../tenant/use-tenant-text';

interface VoucherFieldProps {
  vouchers: readonly Voucher[];
  value: string | null;
  enabled: boolean;
  select(voucherId: string | null): void;
}

const NONE = 'none';

/** One of the customer's vouchers to apply (its discount shows in the fee; a change asks for a new quote). */
export function VoucherField({ vouchers, value, enabled, select }: VoucherFieldProps) {
  const { t } = useTranslation('membership');
  // A campaign name is tenant text: one string, or text per language (docs/rules.md#tenant-text).
  const text = useTenantText();
  return (
    <TextField
      select
      name="voucher"
      label={t('checkout.voucher')}
      value={value ?? NONE}
      disabled={!enabled}
      onChange={(event) => select(event.target.value === NONE ? null : event.target.value)}
      slotProps={{ select: { inputProps: { 'data-testid': 'voucher-select' } } }}
    >
      <MenuItem value={NONE}>{t('checkout.noVoucher')}</MenuItem>
      {vouchers.map((voucher) => (
        <MenuItem key={voucher.id} value={voucher.id}>
          {text(voucher.name)}
        </MenuItem>
      ))}
    </TextField>
  );
}
