import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { LinkButton } from '../../../components/LinkButton';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import type { Checkout } from './use-checkout';

/** The checkout's next step: pay, ask for the fee again, or retry a failed order or payment. */
export function CheckoutActions({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('parking');
  const { money } = useSiteLocale();
  const { pay, quoteAgain, retry } = checkout;
  return (
    <>
      {pay.shown && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!pay.enabled}
          onClick={pay.send}
          startIcon={pay.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {pay.busy
            ? t('booking.checkout.ordering')
            : t('booking.checkout.pay', { amount: pay.total === null ? '' : money(pay.total) })}
        </Button>
      )}
      {quoteAgain && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={quoteAgain}>
            {t('booking.action.tryAgain')}
          </Button>
          <LinkButton to={checkout.changeHref}>{t('booking.action.change')}</LinkButton>
        </Stack>
      )}
      {checkout.startAgain && (
        <Button onClick={checkout.startAgain} sx={{ alignSelf: 'flex-start' }}>
          {t('booking.action.startAgain')}
        </Button>
      )}
      {retry && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={retry}>
            {t('booking.action.retry')}
          </Button>
          <Button onClick={checkout.giveUp}>{t('booking.action.startAgain')}</Button>
        </Stack>
      )}
    </>
  );
}
