import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { paymentStepOf, type PaymentEvent, type PaymentMachine } from '../../flows/payment.machine';
import { MessageAlert } from '../messages/MessageAlert';
import { GatewayDialog } from './GatewayDialog';
import { OrderSendPanel } from './OrderSendPanel';
import { OutcomePanel } from './OutcomePanel';
import { PaymentSummary } from './PaymentSummary';
import { PinEntry } from './PinEntry';
import { ProcessingPanel } from '../components/ProcessingPanel';
import { useLeaveGuard } from './use-leave-guard';

export interface PaymentStepProps {
  actorRef: ActorRefFrom<PaymentMachine>;
  /** What is charged, minor units. */
  amount: number;
  methodName: string;
}

type PaymentSnapshot = SnapshotFrom<PaymentMachine>;
const selectState = paymentStepOf;
const selectProcessing = (s: PaymentSnapshot) => s.hasTag('processing');
const selectDoNotClose = (s: PaymentSnapshot) => s.hasTag('doNotClose');
const selectMessage = (s: PaymentSnapshot) => s.context.message;
const selectGatewayUrl = (s: PaymentSnapshot) => s.context.gatewayUrl;
const selectPurposeKind = (s: PaymentSnapshot) => s.context.purpose.kind;

/**
 * The payment machine's view (docs/rules.md#payment-states: processing, approved, failed with a
 * retry offer, redirecting to the gateway, order-send where the page must not be closed). It renders state and
 * sends events; the parent reacts to the machine's final states (approved, redirected, cancelled).
 */
export function PaymentStep({ actorRef, amount, methodName }: PaymentStepProps) {
  const { t } = useTranslation('parking');
  const state = useSelector(actorRef, selectState);
  const processing = useSelector(actorRef, selectProcessing);
  const doNotClose = useSelector(actorRef, selectDoNotClose);
  const message = useSelector(actorRef, selectMessage);
  const gatewayUrl = useSelector(actorRef, selectGatewayUrl);
  const purposeKind = useSelector(actorRef, selectPurposeKind);
  const send = useCallback((event: PaymentEvent) => actorRef.send(event), [actorRef]);
  const onDecided = useCallback(() => send({ type: 'PAYER_RETURNED' }), [send]);
  const onClosed = useCallback(() => send({ type: 'PAYER_CLOSED' }), [send]);
  useLeaveGuard(doNotClose);

  const cancel = (
    <Button key="cancel" onClick={() => send({ type: 'CANCEL' })}>
      {t('payment.step.cancel')}
    </Button>
  );

  const body = (() => {
    if (state === 'orderSend') return <OrderSendPanel />;
    if (state === 'redirecting') return <ProcessingPanel text={t('payment.step.redirecting')} />;
    if (processing) return <ProcessingPanel text={t('payment.step.processing')} />;
    switch (state) {
      case 'pinEntry':
        return (
          <Stack spacing={2}>
            <PinEntry invalid={message !== null} onSubmit={(pin) => send({ type: 'SUBMIT_PIN', pin })} onCancel={() => send({ type: 'CANCEL' })} />
            <MessageAlert message={message} />
          </Stack>
        );
      case 'awaitingPayer':
        return (
          <>
            <ProcessingPanel text={t('payment.step.awaitingPayer')} />
            {gatewayUrl !== null && <GatewayDialog gatewayUrl={gatewayUrl} onDecided={onDecided} onClose={onClosed} />}
          </>
        );
      case 'unconfirmed':
        return (
          <OutcomePanel
            title={t('payment.step.unconfirmedTitle')}
            actions={[
              <Button key="check" variant="contained" onClick={() => send({ type: 'CHECK_AGAIN' })}>
                {t('payment.step.checkAgain')}
              </Button>,
              cancel,
            ]}
          >
            <MessageAlert message={message} severity="info" />
          </OutcomePanel>
        );
      case 'orderSendFailed':
        return (
          <OutcomePanel
            title={t('payment.step.orderSendFailedTitle')}
            actions={[
              <Button key="retry" variant="contained" onClick={() => send({ type: 'RETRY' })}>
                {t('payment.step.retry')}
              </Button>,
              <Button key="receipt" onClick={() => send({ type: 'SHOW_RECEIPT' })}>
                {t('payment.step.showReceipt')}
              </Button>,
            ]}
          >
            <Alert severity="warning" icon={false}>
              {t('payment.step.doNotClose')}
            </Alert>
            <MessageAlert message={message} />
          </OutcomePanel>
        );
      case 'failed':
        return (
          <OutcomePanel
            actions={[
              <Button key="retry" variant="contained" onClick={() => send({ type: 'RETRY' })}>
                {t('payment.step.tryAgain')}
              </Button>,
              cancel,
            ]}
          >
            <MessageAlert message={message} />
            <Typography color="text.secondary">{t('payment.step.failedHint')}</Typography>
          </OutcomePanel>
        );
      case 'abandoned':
        // A booking's tickets went back to the pool (its hold is released), so paying it again is
        // refused: the customer starts a new booking. A top-up leaves the booking as it was: retry.
        return (
          <OutcomePanel
            actions={
              purposeKind === 'booking'
                ? [
                    <Button key="continue" variant="contained" onClick={() => send({ type: 'CANCEL' })}>
                      {t('payment.step.continue')}
                    </Button>,
                  ]
                : [
                    <Button key="retry" variant="contained" onClick={() => send({ type: 'RETRY' })}>
                      {t('payment.step.tryAgain')}
                    </Button>,
                    cancel,
                  ]
            }
          >
            <MessageAlert message={message} severity="warning" />
            {purposeKind === 'booking' && <Typography>{t('payment.step.ticketsReleased')}</Typography>}
          </OutcomePanel>
        );
      case 'approved':
        return (
          <Alert severity="success" role="status">
            {t('payment.step.approved')}
          </Alert>
        );
      case 'cancelled':
        return <Typography color="text.secondary">{t('payment.step.cancelled')}</Typography>;
      default:
        return <ProcessingPanel text={t('payment.step.processing')} />;
    }
  })();

  return (
    <Stack spacing={2.5} data-testid="payment-step" data-state={state}>
      <PaymentSummary amount={amount} methodName={methodName} />
      {body}
    </Stack>
  );
}
