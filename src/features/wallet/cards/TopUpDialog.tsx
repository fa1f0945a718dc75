import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { surchargeFor } from '../../../lib/surcharge';
import { useTranslation } from '../../../i18n/use-translation';
import type { WalletTopUpRules } from '../../../generated/tenant';
import { MessageAlert } from '../../../messages/MessageAlert';
import { PaymentStep } from '../../../payment/PaymentStep';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenantText } from '../../../tenant/use-tenant-text';
import { useWalletTopUp } from '../use-wallet-top-up';

/** Minor units of a typed amount ('12.50' → 1250); null when it is not an amount. */
function typedAmount(text: string): number | null {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text.trim()) * 100);
}

export interface TopUpDialogProps {
  name: string;
  cardId: string;
  balance: number;
  rules: WalletTopUpRules;
  resumeTxn?: string;
  onCredited: () => void;
  onClose: () => void;
}

/** Top up a stored-value card: a preset or typed amount, a method, then the payment step. */
export function TopUpDialog(props: TopUpDialogProps) {
  const { t } = useTranslation('wallet');
  const text = useTenantText();
  const { money } = useSiteLocale();
  const { snapshot, send, methods, payment } = useWalletTopUp(props);
  const [custom, setCustom] = useState('');
  const { amount, message, paymentCode, rules } = snapshot.context;
  const state = String(snapshot.value);
  const method = methods.find((m) => m.code === paymentCode);
  // What the payment charges: the amount and the method's surcharge on it, worked out as the server does
  // (docs/wallet.md#top-up), so the customer sees the whole price before paying.
  const surcharge = amount !== null && amount > 0 && method ? surchargeFor(method, amount) : 0;
  const charged = amount === null ? null : amount + surcharge;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="wallet-top-up-title">
      <DialogTitle id="wallet-top-up-title">{t('topUp.title', { name: props.name })}</DialogTitle>
      <DialogContent>
        {state === 'choosing' && (
          <Stack spacing={2} sx={{ pt: 1 }} data-testid="wallet-top-up">
            <FormControl>
              <FormLabel id="top-up-amount">{t('topUp.amount')}</FormLabel>
              <ToggleButtonGroup
                exclusive
                aria-labelledby="top-up-amount"
                value={rules.presets.includes(amount ?? -1) && custom === '' ? amount : null}
                onChange={(_, value: number | null) => {
                  if (value === null) return;
                  setCustom('');
                  send({ type: 'SET_AMOUNT', amount: value });
                }}
                // Separate buttons that wrap cleanly on a narrow phone.
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  mt: 1,
                  '& .MuiToggleButtonGroup-grouped': { borderRadius: 1, border: 1, borderColor: 'divider', ml: 0 },
                }}
              >
                {rules.presets.map((preset) => (
                  <ToggleButton key={preset} value={preset} sx={{ minWidth: 72 }}>
                    {money(preset)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </FormControl>
            {rules.custom !== false && (
              <TextField
                label={t('topUp.custom')}
                value={custom}
                helperText={t('topUp.customHelp', { min: money(rules.minimum), max: money(rules.maximum) })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                onChange={(event) => {
                  setCustom(event.target.value);
                  send({ type: 'SET_AMOUNT', amount: typedAmount(event.target.value) });
                }}
              />
            )}
            {methods.length === 0 ? (
              <Alert severity="warning">{t('topUp.noMethods')}</Alert>
            ) : (
              <FormControl>
                <FormLabel id="top-up-method">{t('topUp.method')}</FormLabel>
                <RadioGroup
                  aria-labelledby="top-up-method"
                  value={paymentCode}
                  onChange={(_, value) => send({ type: 'SELECT_METHOD', paymentCode: Number(value) })}
                >
                  {methods.map((m) => (
                    <FormControlLabel key={m.code} value={m.code} control={<Radio />} label={text(m.name)} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            {amount !== null && surcharge > 0 && (
              <Box
                component="dl"
                data-testid="top-up-price"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}
              >
                <Typography component="dt">{t('topUp.topUpAmount')}</Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                  {money(amount)}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  {method?.surchargeType === 'rate' && typeof method.rate === 'number'
                    ? t('topUp.surchargeRate', { rate: method.rate })
                    : t('topUp.surcharge')}
                </Typography>
                <Typography
                  component="dd"
                  color="text.secondary"
                  sx={{ m: 0, textAlign: 'right' }}
                  data-testid="top-up-surcharge"
                >
                  {money(surcharge)}
                </Typography>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  {t('topUp.total')}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}
                  data-testid="top-up-total"
                >
                  {money(amount + surcharge)}
                </Typography>
              </Box>
            )}
            <MessageAlert message={message} />
          </Stack>
        )}
        {state === 'paying' && payment && (
          <PaymentStep actorRef={payment} amount={charged ?? 0} methodName={text(method?.name)} />
        )}
        {state === 'credited' && (
          <Alert severity="success" role="status" data-testid="wallet-top-up-credited">
            {t('topUp.credited', { balance: money(props.balance + (amount ?? 0)) })}
          </Alert>
        )}
        {state === 'failed' && (
          <Stack spacing={2}>
            <Alert severity="error">{t('topUp.failed')}</Alert>
            <MessageAlert message={message} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {state === 'choosing' && (
          <Button variant="contained" disabled={methods.length === 0} onClick={() => send({ type: 'PAY' })}>
            {t('topUp.pay', { amount: charged === null ? '' : money(charged) })}
          </Button>
        )}
        {state === 'failed' && (
          <>
            <Button onClick={() => send({ type: 'CHANGE_AMOUNT' })}>{t('topUp.changeAmount')}</Button>
            <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
              {t('topUp.retry')}
            </Button>
          </>
        )}
        {state !== 'paying' && <Button onClick={props.onClose}>{t('actions.close')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
