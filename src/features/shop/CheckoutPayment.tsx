import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PAYMENT_PIN_LENGTH } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { useShopText } from './shop-text';
import type { useCheckoutChoices } from './use-checkout-choices';

/**
 * How a shop order is paid (docs/shop.md#paying): a voucher from the customer's own, then a
 * method of the tenant or one of their saved cards; stored value asks for the card's wallet PIN,
 * which the server checks as it debits the card.
 */
export function CheckoutPayment({ choices }: { choices: ReturnType<typeof useCheckoutChoices> }) {
  const { t, text } = useShopText();
  const { voucher, payment } = choices;
  return (
    <Stack spacing={1.5}>
      {voucher.vouchers.length > 0 && (
        <TextField select label={t('checkout.voucher')} value={voucher.voucherId} onChange={(e) => voucher.setVoucherId(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'voucher' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
          <MenuItem value="">{t('checkout.noVoucher')}</MenuItem>
          {voucher.vouchers.map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {text(v.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {voucher.belowMinimum && <MessageAlert message={{ code: 'VOUCHER_UNAVAILABLE' }} severity="warning" />}
      <TextField select label={t('checkout.method')} value={payment.choice} onChange={(e) => payment.setChoice(e.target.value)}>
        {payment.methods.map((m) => (
          <MenuItem key={m.code} value={`m:${m.code}`}>
            {m.name}
          </MenuItem>
        ))}
        {payment.savedCards.map((card) => (
          <MenuItem key={card.id} value={`s:${card.id}`}>
            {t('checkout.savedCard', { card: `${card.brand} ${card.maskedNumber}`.trim() })}
          </MenuItem>
        ))}
      </TextField>
      {payment.storedValue && (
        <TextField
          label={t('checkout.pin')}
          helperText={t('checkout.pinHelp')}
          value={payment.pin}
          onChange={(e) => payment.setPin(e.target.value)}
          type="password"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: PAYMENT_PIN_LENGTH, 'data-testid': 'shop-pin' } }}
        />
      )}
    </Stack>
  );
}
