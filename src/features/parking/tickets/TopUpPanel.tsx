import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { TopUpQuoteReply } from '../../../../flows/parking-replies';
import type { PaymentMachine } from '../../../../flows/payment.machine';
import { topUpMachine, type QuoteTopUpInput, type TopUpRules } from '../../../../flows/top-up.machine';
import { topUpBooking } from '../../../api/endpoints/parking';
import { MessageAlert } from '../../../messages/MessageAlert';
import { PaymentStep } from '../../../payment/PaymentStep';
import { ProcessingPanel } from '../../../components/ProcessingPanel';
import { usePaymentMachine } from '../../../payment/use-payment-machine';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { ParkingTopupRequest } from '../../../generated/api/parking-topup.request';
import type { PaymentMethod } from '../../../generated/tenant';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { epochFromZonedInput, quickExits, zonedInputValues } from './top-up-choices';
import { defaultPaymentCode, onlinePaymentMethods } from './top-up-methods';
import { useBookingFormat } from './use-booking-format';

type PaymentCode = ParkingTopupRequest['paymentCode'];

interface ExitDraft {
  date: string;
  time: string;
}

interface TopUpFlowProps {
  booking: ParkingBooking;
  rules: TopUpRules;
  methods: PaymentMethod[];
  methodCode: number;
  onMethodChange(code: number): void;
  draft: ExitDraft;
  onDraftChange(draft: ExitDraft): void;
  onClose(): void;
}

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The top-up machine (flows/top-up.machine.ts) for one payment method: choose, quote, review, pay. */
function TopUpFlow({ booking, rules, methods, methodCode, onMethodChange, draft, onDraftChange, onClose }: TopUpFlowProps) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const { money, dateTime } = useBookingFormat();
  const payment = usePaymentMachine();
  const [machine] = useState(() =>
    topUpMachine.provide({
      actors: {
        quoteTopUp: fromPromise<TopUpQuoteReply, QuoteTopUpInput>(({ input }) =>
          topUpBooking(shop, { quote: true, bookingId: input.bookingId, exit: input.newExit, paymentCode: input.paymentCode as PaymentCode }),
        ),
        payment,
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { bookingId: booking.bookingId, exit: booking.exit, paymentCode: methodCode, rules } });
  const { fee, message, newExit } = snapshot.context;
  const state = snapshot.value;
  const draftExit = epochFromZonedInput(draft.date, draft.time, booking.timeZone);

  // The picker is the view of the machine's exit: each change is sent while choosing.
  useEffect(() => {
    if (state === 'choosing' && draftExit !== null && draftExit !== newExit) send({ type: 'SET_EXIT', exit: draftExit });
  }, [state, draftExit, newExit, send]);

  useEffect(() => {
    if (state === 'succeeded') {
      void navigate(`${links.href('booking/topup/success')}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`, { replace: true });
    }
  }, [state, navigate, links, booking.bookingId]);

  const method = methods.find((m) => m.code === methodCode);
  // xstate types each child as any of the machine's actors; the one invoked with id 'payment' is the payment machine.
  const paymentRef = snapshot.children.payment as ActorRefFrom<PaymentMachine> | undefined;

  if (state === 'paying' && paymentRef && fee) {
    return (
      <DialogContent>
        <PaymentStep actorRef={paymentRef} amount={fee.total} methodName={method?.name ?? ''} />
      </DialogContent>
    );
  }
  if (state === 'succeeded' || state === 'leftForGateway') {
    return (
      <DialogContent>
        <ProcessingPanel text={t(state === 'succeeded' ? 'tickets.topUp.done' : 'tickets.topUp.redirecting')} />
      </DialogContent>
    );
  }

  const choosing = state === 'choosing';
  const quoting = state === 'quoting';
  const periodsText =
    fee === null
      ? ''
      : fee.tickets > 1
        ? t('tickets.topUp.periodsTimesTickets', { periods: fee.periods, price: money(fee.pricePerPeriod), tickets: fee.tickets })
        : t('tickets.topUp.periodsTimes', { periods: fee.periods, price: money(fee.pricePerPeriod) });

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('tickets.topUp.currentExit')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="top-up-current-exit">
              {dateTime(booking.exit, booking.timeZone)}
            </Typography>
          </Box>
          {state === 'reviewing' && fee ? (
            <Stack spacing={1} data-testid="top-up-quote" sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Row label={t('tickets.topUp.newExit')} value={dateTime(fee.exit, booking.timeZone)} strong testId="top-up-new-exit" />
              <Row label={t('tickets.topUp.extension', { minutes: fee.minutes })} value={periodsText} />
              <Row label={t('tickets.topUp.fee')} value={money(fee.fee)} />
              {fee.surcharge > 0 && <Row label={t('tickets.topUp.surcharge')} value={money(fee.surcharge)} />}
              <Row label={t('tickets.topUp.method')} value={method?.name ?? ''} />
              <Row label={t('tickets.topUp.total')} value={money(fee.total)} strong testId="top-up-total" />
            </Stack>
          ) : (
            <>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} id="top-up-quick">
                  {t('tickets.topUp.extendBy')}
                </Typography>
                <Stack direction="row" spacing={1} role="group" aria-labelledby="top-up-quick">
                  {quickExits(booking.exit).map((choice) => (
                    <Button
                      key={choice.minutes}
                      variant={choice.exit === draftExit ? 'contained' : 'outlined'}
                      aria-pressed={choice.exit === draftExit}
                      disabled={!choosing}
                      onClick={() => onDraftChange(zonedInputValues(choice.exit, booking.timeZone))}
                      sx={{ flex: 1 }}
                    >
                      {choice.minutes < 60 ? t('tickets.topUp.plusMinutes', { count: choice.minutes }) : t('tickets.topUp.plusHours', { count: choice.minutes / 60 })}
                    </Button>
                  ))}
                </Stack>
              </Box>
              <Box>
                <Stack direction="row" spacing={1.5}>
                  <TextField
                    type="date"
                    label={t('tickets.topUp.exitDate')}
                    value={draft.date}
                    disabled={!choosing}
                    onChange={(event) => onDraftChange({ ...draft, date: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ flex: 3 }}
                  />
                  <TextField
                    type="time"
                    label={t('tickets.topUp.exitTime')}
                    value={draft.time}
                    disabled={!choosing}
                    onChange={(event) => onDraftChange({ ...draft, time: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                    sx={{ flex: 2 }}
                  />
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
                  {t('tickets.topUp.rules', { minutes: rules.minimumIntervalMinutes, period: rules.ratePeriodMinutes })}
                </Typography>
              </Box>
              <FormControl disabled={!choosing}>
                <FormLabel id="top-up-method" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                  {t('tickets.topUp.method')}
                </FormLabel>
                <RadioGroup aria-labelledby="top-up-method" value={String(methodCode)} onChange={(event) => onMethodChange(Number(event.target.value))}>
                  {methods.map((m) => (
                    <FormControlLabel key={m.code} value={String(m.code)} control={<Radio size="small" />} label={m.name} />
                  ))}
                </RadioGroup>
              </FormControl>
            </>
          )}
          <MessageAlert message={message} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        {state === 'reviewing' || state === 'failed' ? (
          <Button onClick={() => send({ type: 'CHANGE_EXIT' })}>{t('tickets.topUp.change')}</Button>
        ) : (
          <Button onClick={onClose}>{t('tickets.close')}</Button>
        )}
        {state === 'reviewing' && fee && (
          <Button variant="contained" onClick={() => send({ type: 'PAY' })}>
            {t('tickets.topUp.pay', { amount: money(fee.total) })}
          </Button>
        )}
        {state === 'failed' && (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('tickets.topUp.payAgain')}
          </Button>
        )}
        {(choosing || quoting) && (
          <Button variant="contained" onClick={() => send({ type: 'QUOTE' })} disabled={quoting}>
            {quoting ? t('tickets.topUp.quoting') : t('tickets.topUp.quote')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/**
 * Top up a booking: a later exit (date and time at the site, or +30 min, +1 h, +2 h), a payment
 * method, the price, then the payment. Mounted while open, so each opening starts afresh.
 */
export function TopUpPanel({ booking, rules, onClose }: { booking: ParkingBooking; rules: TopUpRules; onClose(): void }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const [methods] = useState(() => onlinePaymentMethods(bundle.tenant.payment.methods));
  const [methodCode, setMethodCode] = useState(() => defaultPaymentCode(methods, booking.paymentCode));
  const [draft, setDraft] = useState<ExitDraft>(() => {
    const first = quickExits(booking.exit).find((choice) => choice.minutes >= rules.minimumIntervalMinutes);
    return zonedInputValues(first?.exit ?? booking.exit + rules.minimumIntervalMinutes * 60, booking.timeZone);
  });

  return (
    // Closed only by its own buttons: a payment in progress must not be dismissed by a stray tap.
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="top-up-title" data-testid="top-up-dialog">
      <DialogTitle id="top-up-title">{t('tickets.topUp.title', { reference: booking.reference })}</DialogTitle>
      {methodCode === null ? (
        <>
          <DialogContent>
            <Alert severity="info">{t('tickets.topUp.noMethod')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('tickets.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <TopUpFlow
          // The machine takes its payment method at the start: another method starts it again.
          key={methodCode}
          booking={booking}
          rules={rules}
          methods={methods}
          methodCode={methodCode}
          onMethodChange={setMethodCode}
          draft={draft}
          onDraftChange={setDraft}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
