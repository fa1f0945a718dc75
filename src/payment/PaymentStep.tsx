import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../flows/payment/payment.machine';
import { GatewayDialog } from './GatewayDialog';
import { OrderSendPanel } from './OrderSendPanel';
import { AbandonedPanel, FailedPanel, OrderSendFailedPanel, UnconfirmedPanel } from './PaymentOutcomes';
import { PaymentSummary } from './PaymentSummary';
import { StoredValuePin } from './StoredValuePin';
import { ProcessingPanel } from '../components/ProcessingPanel';
import { useHoldEnd } from './use-hold-end';
import { usePaymentStep, type PaymentStepView } from './use-payment-step';

export interface PaymentStepProps {
  actorRef: ActorRefFrom<PaymentMachine>;
  /** What is charged, minor units. */
  amount: number;
  methodName: string;
  /** A booking's hold end (wire seconds): after an abandoned payment it may be paid again until then. */
  holdEndsAt?: number | null;
}

/**
 * The payment machine's view (docs/rules.md#payment-states: processing, approved, failed with a
 * retry offer, redirecting to the gateway, order-send where the page must not be closed). It
 * renders state and sends events (usePaymentStep); the machine decides what follows.
 */
export function PaymentStep({ actorRef, amount, methodName, holdEndsAt }: PaymentStepProps) {
  const view = usePaymentStep(actorRef);
  const holdLeft = useHoldEnd(actorRef, view.step, holdEndsAt);
  return (
    <Stack spacing={2.5} data-testid="payment-step" data-state={view.step}>
      <PaymentSummary amount={amount} methodName={methodName} />
      <PaymentStepBody view={view} holdLeft={holdLeft} />
    </Stack>
  );
}

function PaymentStepBody({ view, holdLeft }: { view: PaymentStepView; holdLeft: number | null }) {
  const { t } = useTranslation('parking');
  const { step, gatewayUrl, send } = view;
  if (step === 'orderSend') return <OrderSendPanel />;
  if (step === 'redirecting') return <ProcessingPanel text={t('payment.step.redirecting')} />;
  if (view.processing) return <ProcessingPanel text={t('payment.step.processing')} />;
  switch (step) {
    case 'pinEntry':
      return view.verification ? (
        <StoredValuePin actorRef={view.verification} view={view} />
      ) : (
        <ProcessingPanel text={t('payment.step.processing')} />
      );
    case 'awaitingPayer':
      return (
        <>
          <ProcessingPanel text={t('payment.step.awaitingPayer')} />
          {gatewayUrl !== null && (
            <GatewayDialog gatewayUrl={gatewayUrl} onDecided={send.payerReturned} onClose={send.payerClosed} />
          )}
        </>
      );
    case 'unconfirmed':
      return <UnconfirmedPanel view={view} />;
    case 'orderSendFailed':
      return <OrderSendFailedPanel view={view} />;
    case 'failed':
      return <FailedPanel view={view} />;
    case 'abandoned':
      return <AbandonedPanel view={view} holdLeft={holdLeft} />;
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
}
