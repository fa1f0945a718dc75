import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { PaymentMachine } from '../../flows/payment.machine';
import { GatewayDialog } from './GatewayDialog';
import { OrderSendPanel } from './OrderSendPanel';
import { AbandonedPanel, FailedPanel, OrderSendFailedPanel, UnconfirmedPanel } from './PaymentOutcomes';
import { PaymentSummary } from './PaymentSummary';
import { StoredValuePin } from './StoredValuePin';
import { ProcessingPanel } from '../components/ProcessingPanel';
import { usePaymentStep, type PaymentStepView } from './use-payment-step';

export interface PaymentStepProps {
  actorRef: ActorRefFrom<PaymentMachine>;
  /** What is charged, minor units. */
  amount: number;
  methodName: string;
}

/**
 * The payment machine's view (docs/rules.md#payment-states: processing, approved, failed with a
 * retry offer, redirecting to the gateway, order-send where the page must not be closed). It
 * renders state and sends events (usePaymentStep); the machine decides what follows.
 */
export function PaymentStep({ actorRef, amount, methodName }: PaymentStepProps) {
  const view = usePaymentStep(actorRef);
  return (
    <Stack spacing={2.5} data-testid="payment-step" data-state={view.step}>
      <PaymentSummary amount={amount} methodName={methodName} />
      <PaymentStepBody view={view} />
    </Stack>
  );
}

function PaymentStepBody({ view }: { view: PaymentStepView }) {
  const { t } = useTranslation('parking');
  const { step, gatewayUrl, send } = view;
  if (step === 'orderSend') return <OrderSendPanel />;
  if (step === 'redirecting') return <ProcessingPanel text={t('payment.step.redirecting')} />;
  if (view.processing) return <ProcessingPanel text={t('payment.step.processing')} />;
  switch (step) {
    case 'pinEntry':
      return view.verification ? <StoredValuePin actorRef={view.verification} view={view} /> : <ProcessingPanel text={t('payment.step.processing')} />;
    case 'awaitingPayer':
      return (
        <>
          <ProcessingPanel text={t('payment.step.awaitingPayer')} />
          {gatewayUrl !== null && <GatewayDialog gatewayUrl={gatewayUrl} onDecided={send.payerReturned} onClose={send.payerClosed} />}
        </>
      );
    case 'unconfirmed':
      return <UnconfirmedPanel view={view} />;
    case 'orderSendFailed':
      return <OrderSendFailedPanel view={view} />;
    case 'failed':
      return <FailedPanel view={view} />;
    case 'abandoned':
      return <AbandonedPanel view={view} />;
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
