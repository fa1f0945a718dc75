import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { Trans } from '../../../i18n/Trans';
import { MessageAlert } from '../../../messages/MessageAlert';
import { PaymentStep } from '../../../payment/PaymentStep';
import { LinkButton } from '../../../components/LinkButton';
import { TermsLink } from '../../../components/TermsLink';
import type { CompleteBookingQuery } from './booking-query';
import { BookingChoiceSummary } from './BookingChoiceSummary';
import { CheckoutActions } from './CheckoutActions';
import { FeeBreakdown } from './FeeBreakdown';
import { PaymentMethodField } from './PaymentMethodField';
import { SavedCardField } from './SavedCardField';
import { StoredValueNotice } from './StoredValueNotice';
import { VehicleField } from './VehicleField';
import { VoucherField } from './VoucherField';
import type { TicketPool } from './use-ticket-pool';
import { useCheckout, type Checkout } from './use-checkout';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/**
 * Ticket checkout for the choice in the URL: the booking machine (quote, terms, order, payment), run
 * by useCheckout. The view renders the machine's state and sends its events.
 */
export function CheckoutFlow({ choice, pool }: { choice: CompleteBookingQuery; pool: TicketPool }) {
  const { t } = useTranslation('parking');
  const checkout = useCheckout(choice, pool);
  const { payment } = checkout;
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={cardContent}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('booking.checkout.yourBooking')}
            </Typography>
            {checkout.changeable && (
              <LinkButton to={checkout.changeHref} size="small">
                {t('booking.action.change')}
              </LinkButton>
            )}
          </Box>
          <BookingChoiceSummary {...checkout.summary} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={cardContent}>
          {payment ? (
            <PaymentStep
              actorRef={payment.actorRef}
              amount={payment.amount}
              methodName={payment.methodName}
              holdEndsAt={payment.holdEndsAt}
            />
          ) : (
            <CheckoutReview checkout={checkout} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Before payment: the method, the fee, the terms, and what can be done next. */
function CheckoutReview({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('parking');
  const { method, breakdown, terms } = checkout;
  return (
    <Stack spacing={2}>
      <VehicleField {...checkout.vehicle} />
      <Divider />
      <PaymentMethodField
        label={t('booking.checkout.paymentMethod')}
        methods={method.methods}
        value={method.value}
        disabled={!method.enabled}
        onChange={method.select}
      />
      {checkout.storedValue && (
        <StoredValueNotice state={checkout.storedValue} total={checkout.breakdown?.fee.total ?? null} />
      )}
      {checkout.savedCard && <SavedCardField {...checkout.savedCard} />}
      {checkout.voucher && <VoucherField {...checkout.voucher} />}
      <Divider />
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('booking.checkout.fee')}
      </Typography>
      {checkout.quoting && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', py: 1 }}>
          {/* The words beside it say what is happening: the spinner is decoration to assistive technology. */}
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('booking.checkout.quoting')}</Typography>
        </Box>
      )}
      {breakdown && (
        <FeeBreakdown
          fee={breakdown.fee}
          tariff={breakdown.tariff}
          conditions={breakdown.conditions}
          surchargeLabel={breakdown.surchargeLabel}
        />
      )}
      {terms && (
        <FormControlLabel
          control={
            <Checkbox
              name="terms"
              checked={terms.accepted}
              disabled={!terms.enabled}
              onChange={(event) => terms.accept(event.target.checked)}
            />
          }
          label={<Trans t={t} i18nKey="booking.checkout.acceptTerms" components={{ termsLink: <TermsLink /> }} />}
        />
      )}
      {checkout.redirecting ? (
        <Alert severity="info" role="status" data-testid="flow-message">
          {t('booking.checkout.redirecting')}
        </Alert>
      ) : (
        <MessageAlert message={checkout.message} severity={checkout.cancelled ? 'info' : 'error'} />
      )}
      <CheckoutActions checkout={checkout} />
    </Stack>
  );
}
