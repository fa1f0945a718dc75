import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../../../flows/payment.machine';
import { PaymentStep } from '../../../payment/PaymentStep';
import { MessageAlert } from '../../../messages/MessageAlert';
import { KEEP_SCROLL_STATE } from '../../../navigation/keep-scroll';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useTenant } from '../../../tenant/use-tenant';
import { LinkButton } from '../../../components/LinkButton';
import { TermsLink } from '../../../components/TermsLink';
import { bookingQueryString, type CompleteBookingQuery } from './booking-query';
import { BookingChoiceSummary } from './BookingChoiceSummary';
import { checkoutPhaseOf } from './checkout-phase';
import { FeeBreakdown } from './FeeBreakdown';
import { nowSeconds } from './now-seconds';
import { onlinePaymentMethods, surchargeLabelOf } from './payment-methods';
import { PaymentMethodField } from './PaymentMethodField';
import type { TicketPool } from './use-ticket-pool';
import { useBookingMachine } from './use-booking-machine';

const cardContent = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;

/**
 * Ticket checkout: the booking machine (quote, terms, order, payment) for the choice in the URL.
 * The view renders the machine's state and sends its events; the machine holds the process.
 */
export function CheckoutFlow({ choice, pool }: { choice: CompleteBookingQuery; pool: TicketPool }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const links = useLayoutLinks();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { money } = useSiteLocale();
  const methods = onlinePaymentMethods(bundle.tenant.payment.methods);
  const machine = useBookingMachine();
  const [snapshot, send] = useMachine(machine, {
    input: {
      offerCode: choice.offer,
      entry: choice.entry,
      exit: choice.exit,
      tickets: choice.tickets,
      paymentCode: methods[0]?.code ?? null,
      rules: pool.rules,
      timeZone: pool.timeZone,
    },
  });
  const { context } = snapshot;
  const phase = checkoutPhaseOf(snapshot.value);
  const offer = pool.offers.find((o) => o.offerCode === context.offerCode);
  const method = methods.find((m) => m.code === context.paymentCode);
  const changeHref = `${links.first(['daterange', 'daterange/home']) ?? links.home}${bookingQueryString(choice)}`;
  const successHref = links.first(['booking/success']);
  const bookingId = context.booking?.bookingId ?? null;

  // The fee is asked for as the screen opens (a reload asks again).
  useEffect(() => {
    send({ type: 'QUOTE', now: nowSeconds() });
  }, [send]);

  // While an order holds tickets awaiting payment, the URL names its booking, so a reload resumes
  // paying for it (the checkout screen sends it to pay?booking=) instead of ordering, and holding,
  // a second time. A free booking is confirmed here, not paid, and a dropped order names nothing.
  const namedBooking = params.get('booking');
  const bookingToName = bookingId !== null && (context.booking?.total ?? 0) > 0 && phase !== 'succeeded' ? bookingId : null;
  useEffect(() => {
    if (namedBooking === bookingToName || phase === 'succeeded') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (bookingToName === null) next.delete('booking');
        else next.set('booking', bookingToName);
        return next;
      },
      { replace: true, state: KEEP_SCROLL_STATE },
    );
  }, [bookingToName, namedBooking, phase, setParams]);

  useEffect(() => {
    if (phase === 'succeeded' && bookingId !== null && successHref !== null) {
      void navigate(`${successHref}?booking=${encodeURIComponent(bookingId)}`, { replace: true });
    }
    if (phase === 'gaveUp') void navigate(changeHref, { replace: true });
  }, [phase, bookingId, successHref, changeHref, navigate]);

  // The terms reminder has done its job once the box is ticked (the machine clears it on the next step).
  const staleTermsReminder = context.termsAccepted && context.message?.code === 'TERMS_REQUIRED';
  const message = staleTermsReminder ? null : context.message;
  const busy = phase === 'ordering';
  const fee = context.fee;
  const payment = snapshot.children.payment as ActorRefFrom<PaymentMachine> | undefined;

  const retryQuote = (
    <Button variant="contained" onClick={() => send({ type: 'QUOTE', now: nowSeconds() })}>
      {t('booking.action.tryAgain')}
    </Button>
  );
  const startAgain = <Button onClick={() => send({ type: 'GIVE_UP' })}>{t('booking.action.startAgain')}</Button>;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent sx={cardContent}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('booking.checkout.yourBooking')}
            </Typography>
            {(phase === 'choosing' || phase === 'reviewing') && (
              <LinkButton to={changeHref} size="small">
                {t('booking.action.change')}
              </LinkButton>
            )}
          </Box>
          <BookingChoiceSummary offerName={offer?.name ?? choice.offer} entry={context.entry} exit={context.exit} tickets={context.tickets} />
        </CardContent>
      </Card>

      {phase === 'paying' && payment ? (
        <Card>
          <CardContent sx={cardContent}>
            <PaymentStep actorRef={payment} amount={context.booking?.total ?? fee?.total ?? 0} methodName={method?.name ?? ''} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent sx={cardContent}>
            <Stack spacing={2}>
              <PaymentMethodField
                label={t('booking.checkout.paymentMethod')}
                methods={methods}
                value={context.paymentCode}
                disabled={phase !== 'choosing' && phase !== 'reviewing'}
                onChange={(paymentCode) => {
                  send({ type: 'SET_PAYMENT_METHOD', paymentCode });
                  // In review the machine asks for the new fee itself; before that, ask here.
                  if (phase === 'choosing') send({ type: 'QUOTE', now: nowSeconds() });
                }}
              />
              <Divider />
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('booking.checkout.fee')}
              </Typography>
              {phase === 'quoting' && (
                <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary', py: 1 }}>
                  <CircularProgress size={20} />
                  <Typography variant="body2">{t('booking.checkout.quoting')}</Typography>
                </Box>
              )}
              {fee && offer && phase !== 'quoting' && (
                <FeeBreakdown fee={fee} tariff={offer.tariff} surchargeLabel={surchargeLabelOf(method)} />
              )}
              {fee && phase !== 'choosing' && phase !== 'quoting' && (
                <FormControlLabel
                  control={
                    <Checkbox
                      name="terms"
                      checked={context.termsAccepted}
                      disabled={phase !== 'reviewing'}
                      onChange={(event) => send({ type: 'ACCEPT_TERMS', accepted: event.target.checked })}
                    />
                  }
                  label={<Trans t={t} i18nKey="booking.checkout.acceptTerms" components={{ termsLink: <TermsLink /> }} />}
                />
              )}
              {phase === 'leftForGateway' ? (
                <Alert severity="info" role="status" data-testid="flow-message">
                  {t('booking.checkout.redirecting')}
                </Alert>
              ) : (
                <MessageAlert message={message} />
              )}
              {(phase === 'reviewing' || busy) && (
                <Button
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={busy}
                  onClick={() => send({ type: 'PAY' })}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {busy ? t('booking.checkout.ordering') : t('booking.checkout.pay', { amount: fee ? money(fee.total) : '' })}
                </Button>
              )}
              {phase === 'choosing' && (
                <Stack direction="row" spacing={1}>
                  {retryQuote}
                  <LinkButton to={changeHref}>{t('booking.action.change')}</LinkButton>
                </Stack>
              )}
              {(phase === 'paymentFailed' || phase === 'callFailed') && (
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
                    {t('booking.action.retry')}
                  </Button>
                  {startAgain}
                </Stack>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
