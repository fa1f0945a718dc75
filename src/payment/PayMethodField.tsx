import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../i18n/use-translation';
import { useTenantText } from '../tenant/use-tenant-text';
import type { PayChoice } from './use-pay-choice';

/** The method a bill's share or a single pay is paid with: the tenant's methods but cash, and the customer's saved cards. */
export function PayMethodField({ pay, disabled = false }: { pay: PayChoice; disabled?: boolean }) {
  const { t } = useTranslation('parking');
  const text = useTenantText();
  return (
    <TextField
      select
      label={t('payment.choice.method')}
      value={pay.choice}
      disabled={disabled}
      onChange={(e) => pay.setChoice(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'pay-method' } }}
    >
      {pay.methods.map((m) => (
        <MenuItem key={m.code} value={`m:${m.code}`}>
          {text(m.name)}
        </MenuItem>
      ))}
      {pay.savedCards.map((card) => (
        <MenuItem key={card.id} value={`s:${card.id}`}>
          {t('payment.choice.savedCard', { card: `${card.brand} ${card.maskedNumber}`.trim() })}
        </MenuItem>
      ))}
    </TextField>
  );
}
