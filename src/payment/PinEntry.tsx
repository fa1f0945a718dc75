import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PAYMENT_PIN_LENGTH } from '../lib/limits';

interface PinEntryProps {
  onSubmit(pin: string): void;
  onCancel(): void;
  /** The machine's message about the PIN is shown beside the field by the parent. */
  invalid: boolean;
}

/** Stored-value card: the payment PIN (PAYMENT_PIN_LENGTH digits, docs/rules.md#payment-pin); the machine checks its format. */
export function PinEntry({ onSubmit, onCancel, invalid }: PinEntryProps) {
  const { t } = useTranslation('parking');
  const [pin, setPin] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(pin);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('payment.step.pinTitle')}
      </Typography>
      <TextField
        label={t('payment.step.pinLabel')}
        helperText={t('payment.step.pinHelp')}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PAYMENT_PIN_LENGTH))}
        type="password"
        error={invalid}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: PAYMENT_PIN_LENGTH,
            'data-testid': 'payment-pin',
          },
        }}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('payment.step.pinSubmit')}
        </Button>
        <Button onClick={onCancel}>{t('payment.step.cancel')}</Button>
      </Stack>
    </Box>
  );
}
