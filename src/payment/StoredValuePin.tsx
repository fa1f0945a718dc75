import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/use-translation';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { StoredValueVerificationMachine } from '../../flows/payment/stored-value-verification.machine';
import { ProcessingPanel } from '../components/ProcessingPanel';
import { MessageAlert } from '../messages/MessageAlert';
import { OutcomePanel } from './OutcomePanel';
import { PinEntry } from './PinEntry';
import type { PaymentStepView } from './use-payment-step';

type VerificationSnapshot = SnapshotFrom<StoredValueVerificationMachine>;
const selectStep = (s: VerificationSnapshot) => (typeof s.value === 'string' ? s.value : 'pinEntry');
const selectMessage = (s: VerificationSnapshot) => s.context.message;
const selectProcessing = (s: VerificationSnapshot) => s.hasTag('processing');

/**
 * The stored-value verification child's view (flows/payment/stored-value-verification.machine.ts): the PIN,
 * 'Failed to verify the PIN' or 'Failed to send the PIN' with a retry, the card locked for now.
 * Events go through the payment machine, which passes them on.
 */
export function StoredValuePin({
  actorRef,
  view,
}: {
  actorRef: ActorRefFrom<StoredValueVerificationMachine>;
  view: PaymentStepView;
}) {
  const { t } = useTranslation('parking');
  const step = useSelector(actorRef, selectStep);
  const message = useSelector(actorRef, selectMessage);
  const processing = useSelector(actorRef, selectProcessing);
  if (processing) return <ProcessingPanel text={t('payment.step.processing')} />;
  if (step === 'pinEntry') {
    return (
      <Stack spacing={2} data-testid="stored-value-pin" data-state={step}>
        <PinEntry invalid={message !== null} onSubmit={view.send.submitPin} onCancel={view.send.cancel} />
        <MessageAlert message={message} />
      </Stack>
    );
  }
  const actions = [
    <Button key="retry" variant="contained" onClick={view.send.retry}>
      {t('payment.step.tryAgain')}
    </Button>,
    <Button key="cancel" onClick={view.send.cancel}>
      {t('payment.step.cancel')}
    </Button>,
  ];
  return (
    <div data-testid="stored-value-pin" data-state={step}>
      <OutcomePanel actions={actions}>
        <MessageAlert message={message} severity={step === 'locked' ? 'warning' : 'error'} />
      </OutcomePanel>
    </div>
  );
}
