import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import { ProcessingPanel } from '../../../components/ProcessingPanel';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { useDurationText } from '../use-duration-text';
import { refundRuleText } from './refund-rule';
import { useBookingFormat } from './use-booking-format';
import { useCancelBookingMachine } from './use-cancel-booking-machine';

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={strong ? 'body1' : 'body2'}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Cancel a booking: the cancel-booking machine (useCancelBookingMachine) shows the exact refund and
 * the rule behind it before Confirm; Keep booking leaves it as it is. Mounted while open.
 */
export function CancelPanel({ booking, onClose }: { booking: ParkingBooking; onClose(): void }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const { money } = useBookingFormat();
  const [snapshot, send] = useCancelBookingMachine(booking.bookingId, onClose);
  const state = snapshot.value;
  const { refund, quote, message } = snapshot.context;
  const busy = state === 'preparing' || state === 'cancelling';
  const canGoBack = snapshot.can({ type: 'BACK' });
  const fullRefundMinutes = bundle.tenant.booking?.cancellation?.fullRefundMinutesBefore ?? null;
  const rule = quote ? refundRuleText(quote, fullRefundMinutes) : null;
  const durationOf = useDurationText();

  let body;
  if (state === 'quotingRefund') body = <ProcessingPanel text={t('tickets.cancel.quoting')} />;
  else if (state === 'succeeded') body = <ProcessingPanel text={t('tickets.cancel.done')} />;
  else
    body = (
      <Stack spacing={2}>
        {refund !== null && quote && rule && state !== 'failed' && (
          <>
            <Stack spacing={0.75} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }} data-testid="refund-quote">
              <Row label={t('tickets.cancel.paid')} value={money(quote.paid)} />
              {quote.rule === 'late' && <Row label={t('tickets.cancel.percent')} value={`${quote.refundPercent}%`} />}
              {quote.cancellationFee > 0 && quote.rule !== 'unpaid' && (
                <Row label={t('tickets.cancel.fee')} value={`−${money(quote.cancellationFee)}`} />
              )}
              <Row label={t('tickets.cancel.refund')} value={money(refund)} strong testId="refund-amount" />
            </Stack>
            <Typography variant="body2" data-testid="refund-rule">
              {t(`tickets.cancel.rule.${rule.key}`, {
                percent: rule.values.percent,
                notice: rule.values.minutes === undefined ? '' : durationOf(rule.values.minutes),
              })}
            </Typography>
            {refund > 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('tickets.cancel.refundTo')}
              </Typography>
            )}
          </>
        )}
        <MessageAlert message={message} />
      </Stack>
    );

  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      onClose={canGoBack ? () => send({ type: 'BACK' }) : undefined}
      aria-labelledby="cancel-title"
      data-testid="cancel-dialog"
    >
      <DialogTitle id="cancel-title">{t('tickets.cancel.title', { reference: booking.reference })}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions
        disableSpacing
        sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap-reverse', '& > *': { flex: '1 1 auto' } }}
      >
        <Button onClick={() => send({ type: 'BACK' })} disabled={!canGoBack}>
          {t('tickets.cancel.keep')}
        </Button>
        {snapshot.can({ type: 'RETRY' }) ? (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('tickets.retry')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="error"
            onClick={() => send({ type: 'CONFIRM' })}
            disabled={!snapshot.can({ type: 'CONFIRM' })}
          >
            {busy ? t('tickets.cancel.cancelling') : t('tickets.cancel.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
