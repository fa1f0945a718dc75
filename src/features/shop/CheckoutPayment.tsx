import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MessageAlert } from '../../messages/MessageAlert';
import { useShopText } from './shop-text';
import type { useCheckoutChoices } from './use-checkout-choices';

/**
 * How a shop order is paid (docs/shop.md#paying): a voucher from the customer's own, then a
 * method of the tenant or one of their saved cards. Stored value's wallet PIN is asked by the
 * payment step once the order is placed (the payment machine's verification child).
 */
export function CheckoutPayment({ choices }: { choices: ReturnType<typeof useCheckoutChoices> }) {
  const { t, text } = useShopText();
  const { voucher, payment } = choices;
  return (
    <Stack spacing={1.5}>
      {voucher.vouchers.length > 0 && (
        <TextField
          select
          label={t('checkout.voucher')}
          value={voucher.voucherId}
          onChange={(e) => voucher.setVoucherId(e.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': 'voucher' },
            select: { displayEmpty: true },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">{t('checkout.noVoucher')}</MenuItem>
          {voucher.vouchers.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {text(v.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {voucher.belowMinimum && <MessageAlert message={{ code: 'VOUCHER_UNAVAILABLE' }} severity="warning" />}
      <TextField
        select
        label={t('checkout.method')}
        value={payment.choice}
        onChange={(e) => payment.setChoice(e.target.value)}
      >
        {payment.methods.map((m) => (
          <MenuItem key={m.code} value={`m:${m.code}`}>
            {text(m.name)}
          </MenuItem>
        ))}
        {payment.savedCards.map((card) => (
          <MenuItem key={card.id} value={`s:${card.id}`}>
            {t('checkout.savedCard', { card: `${card.brand} ${card.maskedNumber}`.trim() })}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
