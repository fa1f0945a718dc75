import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { useSiteLocale } from '../tenant/use-site-locale';

/** What is being paid and how: the amount and the payment method's name. */
export function PaymentSummary({ amount, methodName }: { amount: number; methodName: string }) {
  const { t } = useTranslation('parking');
  const { money } = useSiteLocale();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('payment.step.method')}
        </Typography>
        <Typography data-testid="payment-method">{methodName}</Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" color="text.secondary">
          {t('payment.step.amount')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="payment-amount">
          {money(amount)}
        </Typography>
      </Box>
    </Box>
  );
}
