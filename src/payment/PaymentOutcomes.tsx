import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { formatTimeLeft } from '../lib/time-left';
import { MessageAlert } from '../messages/MessageAlert';
import { OutcomePanel } from './OutcomePanel';
import type { PaymentStepView } from './use-payment-step';

// The outcomes of a payment that wait for the payer's choice; each shows the machine's message and sends its events.

function CancelButton({ view }: { view: PaymentStepView }) {
  const { t } = useTranslation('parking');
  return <Button onClick={view.send.cancel}>{t('payment.step.cancel')}</Button>;
}

export function UnconfirmedPanel({ view }: { view: PaymentStepView }) {
  const { t } = useTranslation('parking');
  const actions = [
    <Button key="check" variant="contained" onClick={view.send.checkAgain}>
      {t('payment.step.checkAgain')}
    </Button>,
    <CancelButton key="cancel" view={view} />,
  ];
  return (
    <OutcomePanel title={t('payment.step.unconfirmedTitle')} actions={actions}>
      <MessageAlert message={view.message} severity="info" />
    </OutcomePanel>
  );
}

export function OrderSendFailedPanel({ view }: { view: PaymentStepView }) {
  const { t } = useTranslation('parking');
  const actions = [
    <Button key="retry" variant="contained" onClick={view.send.retry}>
      {t('payment.step.retry')}
    </Button>,
    <Button key="receipt" onClick={view.send.showReceipt}>
      {t('payment.step.showReceipt')}
    </Button>,
  ];
  return (
    <OutcomePanel title={t('payment.step.orderSendFailedTitle')} actions={actions}>
      <Alert severity="warning" icon={false}>
        {t('payment.step.doNotClose')}
      </Alert>
      <MessageAlert message={view.message} />
    </OutcomePanel>
  );
}

const tryAgain = (view: PaymentStepView, label: string) => (
  <Button key="retry" variant="contained" onClick={view.send.retry}>
    {label}
  </Button>
);

export function FailedPanel({ view }: { view: PaymentStepView }) {
  const { t } = useTranslation('parking');
  return (
    <OutcomePanel actions={[tryAgain(view, t('payment.step.tryAgain')), <CancelButton key="cancel" view={view} />]}>
      <MessageAlert message={view.message} />
      <Typography color="text.secondary">{t('payment.step.failedHint')}</Typography>
    </OutcomePanel>
  );
}

/**
 * The payer left the gateway. The machine offers RETRY while paying again can work: a top-up
 * leaves the booking as it was, and a booking stays held until its hold ends (`holdLeft` seconds,
 * counting down); after that its tickets went back, so the customer goes on (CANCEL) and books anew.
 */
export function AbandonedPanel({ view, holdLeft }: { view: PaymentStepView; holdLeft: number | null }) {
  const { t } = useTranslation('parking');
  const actions = view.canRetry
    ? [tryAgain(view, t('payment.step.tryAgain')), <CancelButton key="cancel" view={view} />]
    : [
        <Button key="continue" variant="contained" onClick={view.send.cancel}>
          {t('payment.step.continue')}
        </Button>,
      ];
  return (
    <OutcomePanel actions={actions}>
      <MessageAlert message={view.message} severity="warning" />
      {view.canRetry && holdLeft !== null && (
        <Typography data-testid="payment-hold-left">
          {t('payment.step.stillHeld', { time: formatTimeLeft(holdLeft) })}
        </Typography>
      )}
      {!view.canRetry && <Typography>{t('payment.step.ticketsReleased')}</Typography>}
    </OutcomePanel>
  );
}
