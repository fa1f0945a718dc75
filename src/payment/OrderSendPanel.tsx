import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';

/** Approved; the order is being sent (docs/rules.md#payment-states: the page must not be closed). */
export function OrderSendPanel() {
  const { t } = useTranslation('parking');
  return (
    <Stack spacing={2} role="status" aria-live="polite" sx={{ py: 2 }}>
      <Alert severity="warning" variant="filled" icon={false}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {t('payment.step.doNotClose')}
        </Typography>
      </Alert>
      <Typography>{t('payment.step.orderSending')}</Typography>
      <LinearProgress aria-label={t('payment.step.orderSending')} />
    </Stack>
  );
}
