import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import type { TopUpRules } from '../../../../flows/parking/top-up.machine';
import { MessageAlert } from '../../../messages/MessageAlert';
import { PaymentStep } from '../../../payment/PaymentStep';
import { ProcessingPanel } from '../../../components/ProcessingPanel';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { PaymentMethod } from '../../../generated/tenant';
import { TopUpChoice } from './TopUpChoice';
import { TopUpQuote } from './TopUpQuote';
import { useBookingFormat } from './use-booking-format';
import { useTopUp, type TopUp } from './use-top-up';

interface TopUpFlowProps {
  booking: ParkingBooking;
  rules: TopUpRules;
  methods: PaymentMethod[];
  paymentCode: number;
  onClose(): void;
}

/** The top-up machine's view, run by useTopUp: choose, quote, review, pay. */
export function TopUpFlow({ booking, rules, methods, paymentCode, onClose }: TopUpFlowProps) {
  const { t } = useTranslation('parking');
  const { dateTime } = useBookingFormat();
  const topUp = useTopUp(booking, rules, methods, paymentCode);
  const { payment, finishing, quote } = topUp;

  if (payment) {
    return (
      <DialogContent>
        <PaymentStep actorRef={payment.actorRef} amount={payment.amount} methodName={payment.methodName} />
      </DialogContent>
    );
  }
  if (finishing) {
    return (
      <DialogContent>
        <ProcessingPanel text={t(finishing === 'done' ? 'tickets.topUp.done' : 'tickets.topUp.redirecting')} />
      </DialogContent>
    );
  }
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
          {quote ? (
            <TopUpQuote fee={quote.fee} methodName={quote.methodName} timeZone={booking.timeZone} />
          ) : (
            <TopUpChoice draft={topUp.draft} rules={rules} ratePrice={topUp.ratePrice} />
          )}
          <MessageAlert message={topUp.message} />
        </Stack>
      </DialogContent>
      <TopUpActions topUp={topUp} onClose={onClose} />
    </>
  );
}

function TopUpActions({ topUp, onClose }: { topUp: TopUp; onClose(): void }) {
  const { t } = useTranslation('parking');
  const { money } = useBookingFormat();
  const { changeExit, pay, payAgain, getPrice } = topUp;
  return (
    <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
      {changeExit ? (
        <Button onClick={changeExit}>{t('tickets.topUp.change')}</Button>
      ) : (
        <Button onClick={onClose}>{t('tickets.close')}</Button>
      )}
      {pay && (
        <Button variant="contained" onClick={pay.send}>
          {t('tickets.topUp.pay', { amount: money(pay.total) })}
        </Button>
      )}
      {payAgain && (
        <Button variant="contained" onClick={payAgain}>
          {t('tickets.topUp.payAgain')}
        </Button>
      )}
      {getPrice && (
        <Button variant="contained" onClick={getPrice.send} disabled={!getPrice.enabled}>
          {getPrice.busy ? t('tickets.topUp.quoting') : t('tickets.topUp.quote')}
        </Button>
      )}
    </DialogActions>
  );
}
