import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { MessageAlert } from '../../messages/MessageAlert';
import { useSession } from '../../session/use-session';
import { useSinglePay } from './use-single-pay';
import { useSinglePayText } from './single-pay-text';

/** singlepay/{txn}/{action}/receipt: the receipt of a paid request, for its payer only (docs/shop.md#single-pay). */
export default function SinglePayReceiptScreen() {
  const { t } = useSinglePayText();
  const status = useSession().status;
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('receiptTitle')}</ScreenHeading>
      {status === 'loggedIn' ? (
        <Receipt />
      ) : status === 'loggedOut' ? (
        <MessageAlert message={{ code: 'LOGIN_EXPIRED' }} />
      ) : (
        <SectionSkeleton height={200} />
      )}
    </Box>
  );
}

function Receipt() {
  const view = useSinglePay();
  const { t, money, dateTime } = useSinglePayText();
  const r = view.request;
  if (view.busy || view.step === 'opening') return <SectionSkeleton height={200} />;
  // A receipt exists only once paid; anything else reads as no receipt (docs/shop.md#single-pay).
  if (view.step !== 'paid' || !r)
    return (
      <MessageAlert
        message={
          view.step === 'expired' ? { code: 'SINGLE_PAY_EXPIRED' } : (view.message ?? { code: 'SINGLE_PAY_NOT_FOUND' })
        }
      />
    );
  const rows: [string, string][] = [
    [t('amount'), money(r.amount)],
    ...(r.surcharge > 0 ? ([[t('surcharge'), money(r.surcharge)]] as [string, string][]) : []),
  ];
  return (
    <Card data-testid="single-pay-receipt">
      <CardContent>
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {r.description}
          </Typography>
          <Typography color="text.secondary">{t('requiredBy', { requiredBy: r.requiredBy })}</Typography>
          <Typography color="text.secondary">{t('reference', { reference: r.reference })}</Typography>
          <Divider />
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" justifyContent="space-between">
              <Typography color="text.secondary">{label}</Typography>
              <Typography>{value}</Typography>
            </Stack>
          ))}
          <Stack direction="row" justifyContent="space-between">
            <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="receipt-total">
              {money(r.amount + r.surcharge)}
            </Typography>
          </Stack>
          <Divider />
          <Typography>{t('methodUsed', { method: view.methodName(r.paymentCode) })}</Typography>
          {r.cardNumber && <Typography>{t('card', { card: r.cardNumber })}</Typography>}
          {r.paidAt !== undefined && (
            <Typography color="text.secondary">{t('paidAt', { time: dateTime(r.paidAt) })}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
