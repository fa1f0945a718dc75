import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { cancelBookingMachine, type CancelBookingCallInput } from '../../../../flows/cancel-booking.machine';
import type { CancelReply, RefundQuoteReply } from '../../../../flows/parking-replies';
import { cancelBooking } from '../../../api/endpoints/parking';
import { MessageAlert } from '../../../messages/MessageAlert';
import { ProcessingPanel } from '../../../components/ProcessingPanel';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { ParkingRefundQuote } from '../../../generated/api/parking-refund-quote';
import { BOOKING_PARAM } from '../../../queries/use-booking-from-query';
import { useDurationText } from '../use-duration-text';
import { refundRuleText } from './refund-rule';
import { useBookingFormat } from './use-booking-format';

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'body1' : 'body2'} color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant={strong ? 'body1' : 'body2'} sx={{ fontWeight: strong ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Cancel a booking (flows/cancel-booking.machine.ts): the exact refund and the rule behind it are
 * shown before Confirm; Keep booking leaves it as it is. Mounted while open.
 */
export function CancelPanel({ booking, onClose }: { booking: ParkingBooking; onClose(): void }) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const shop = bundle.api.shop;
  const navigate = useNavigate();
  const links = useLayoutLinks();
  const { money } = useBookingFormat();
  // The quote's details (paid, rule, fee) for the view; the machine keeps the amount it confirms.
  const [quote, setQuote] = useState<ParkingRefundQuote | null>(null);
  const [machine] = useState(() =>
    cancelBookingMachine.provide({
      actors: {
        quoteRefund: fromPromise<RefundQuoteReply, { bookingId: string }>(async ({ input }) => {
          const reply = await cancelBooking(shop, { quote: true, bookingId: input.bookingId });
          setQuote(reply.result.quote ?? null);
          return reply;
        }),
        newIdempotencyKey: fromPromise(newIdempotencyKey),
        cancelBooking: fromPromise<CancelReply, CancelBookingCallInput>(({ input }) =>
          cancelBooking(shop, { bookingId: input.bookingId, idempotencyKey: input.idempotencyKey, amount: input.refund }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { bookingId: booking.bookingId } });
  const state = snapshot.value;
  const { refund, message } = snapshot.context;

  useEffect(() => {
    if (state === 'succeeded') {
      void navigate(`${links.href('booking/cancel/success')}?${BOOKING_PARAM}=${encodeURIComponent(booking.bookingId)}`, { replace: true });
    }
    if (state === 'kept') onClose();
  }, [state, navigate, links, booking.bookingId, onClose]);

  const busy = state === 'preparing' || state === 'cancelling';
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
    <Dialog open fullWidth maxWidth="xs" onClose={busy ? undefined : () => send({ type: 'BACK' })} aria-labelledby="cancel-title" data-testid="cancel-dialog">
      <DialogTitle id="cancel-title">{t('tickets.cancel.title', { reference: booking.reference })}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap-reverse', '& > *': { flex: '1 1 auto' } }}>
        <Button onClick={() => (state === 'quotingRefund' ? onClose() : send({ type: 'BACK' }))} disabled={busy || state === 'succeeded'}>
          {t('tickets.cancel.keep')}
        </Button>
        {state === 'failed' ? (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('tickets.retry')}
          </Button>
        ) : (
          <Button variant="contained" color="error" onClick={() => send({ type: 'CONFIRM' })} disabled={state !== 'confirming'}>
            {busy ? t('tickets.cancel.cancelling') : t('tickets.cancel.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
