import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { MessageAlert } from '../../messages/MessageAlert';
import { PaymentStep } from '../../payment/PaymentStep';
import { PayMethodField } from '../../payment/PayMethodField';
import { useSession } from '../../session/use-session';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useSinglePay, type SinglePayView } from './use-single-pay';
import { useSinglePayText } from './single-pay-text';

/** singlepay/{action}/by/{requiredBy} and singlepay/{txn}/request/{action}/by/{requiredBy} (docs/shop.md#single-pay). */
export default function SinglePayScreen() {
  const { t } = useSinglePayText();
  const status = useSession().status;
  const links = useLayoutLinks();
  const location = useLocation();
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('title')}</ScreenHeading>
      {status === 'loggedIn' ? (
        <SinglePay />
      ) : status === 'loggedOut' ? (
        <LinkButton
          to={`${links.href('login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          variant="contained"
        >
          {t('loginToPay')}
        </LinkButton>
      ) : (
        <SectionSkeleton height={200} />
      )}
    </Box>
  );
}

function SinglePay() {
  const view = useSinglePay();
  const { t } = useSinglePayText();
  const links = useLayoutLinks();
  const step = String(view.step);
  if (view.step === 'enteringCode' || view.step === 'finding') return <CodeForm view={view} />;
  if (!view.request) {
    if (view.busy || view.step === 'opening') return <SectionSkeleton height={200} />;
    return (
      <Stack spacing={2} data-testid="single-pay" data-state={step}>
        <MessageAlert message={view.message} />
        {view.step === 'loadFailed' && <Button onClick={view.retry}>{t('retry')}</Button>}
      </Stack>
    );
  }
  const r = view.request;
  return (
    <Stack spacing={2} data-testid="single-pay" data-state={step}>
      <RequestCard view={view} />
      {view.step === 'expired' && <MessageAlert message={{ code: 'SINGLE_PAY_EXPIRED' }} severity="warning" />}
      {view.step === 'paid' && (
        <>
          <Alert severity="success" role="status">
            {t('paid')}
          </Alert>
          <LinkButton
            to={links.href(`singlepay/${r.txn}/${encodeURIComponent(r.action)}/receipt`)}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('viewReceipt')}
          </LinkButton>
        </>
      )}
      {view.step === 'paying' && view.payment && (
        // The shared payment step (docs/shop.md#bill-methods): PIN, gateway, failed and retry, approved.
        <PaymentStep
          actorRef={view.payment}
          amount={view.payment.getSnapshot().context.amount}
          methodName={view.methodName(view.payment.getSnapshot().context.paymentCode)}
        />
      )}
      {(view.step === 'ready' || view.step === 'redirecting') && <PayForm view={view} />}
    </Stack>
  );
}

function CodeForm({ view }: { view: SinglePayView }) {
  const { t } = useSinglePayText();
  const [code, setCode] = useState('');
  return (
    <Card data-testid="single-pay" data-state={String(view.step)}>
      <CardContent>
        <Stack
          spacing={2}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            view.find(code);
          }}
        >
          <Typography>{t('codeIntro', { requiredBy: view.requiredBy ?? '' })}</Typography>
          {/* Shown in capitals as the POS and staff screens show it (the server reads any case, docs/shop.md#single-pay). */}
          <TextField
            label={t('code')}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 6, autoCapitalize: 'characters', autoComplete: 'off' } }}
          />
          <MessageAlert message={view.message} />
          <Button type="submit" variant="contained" disabled={!view.canFind || code.trim().length !== 6}>
            {t('find')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function RequestCard({ view }: { view: SinglePayView }) {
  const { t, money, dateTime } = useSinglePayText();
  const r = view.request!;
  return (
    <Card>
      <CardContent>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {r.description}
          </Typography>
          <Typography color="text.secondary">{t('requiredBy', { requiredBy: r.requiredBy })}</Typography>
          <Stack direction="row" justifyContent="space-between">
            <Typography>{t('amount')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="single-pay-amount">
              {money(r.amount)}
            </Typography>
          </Stack>
          <Typography color="text.secondary">{t('reference', { reference: r.reference })}</Typography>
          {r.status !== 'paid' && (
            <Typography color="text.secondary">{t('expiresAt', { time: dateTime(r.expiresAt) })}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function PayForm({ view }: { view: SinglePayView }) {
  const { t, money } = useSinglePayText();
  const r = view.request!;
  return (
    <Card data-testid="single-pay-form">
      <CardContent>
        <Stack spacing={2}>
          {r.status === 'pending' && <Alert severity="info">{t('pending')}</Alert>}
          <PayMethodField pay={view.pay} />
          {view.pay.surcharge > 0 && (
            <Stack direction="row" justifyContent="space-between">
              <Typography color="text.secondary">{t('surcharge')}</Typography>
              <Typography>{money(view.pay.surcharge)}</Typography>
            </Stack>
          )}
          <MessageAlert message={view.step === 'ready' ? view.message : null} />
          <Button
            variant="contained"
            size="large"
            disabled={!view.canPay || view.busy}
            onClick={view.startPaying}
            data-testid="single-pay-button"
          >
            {t('pay', { amount: money(r.amount + view.pay.surcharge) })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
