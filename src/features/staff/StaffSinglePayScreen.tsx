import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { QrCode } from '../../components/qr/QrCode';
import { localeSettingsOf } from '../../config/locale-settings';
import { formatMoney } from '../../lib/money';
import { MessageAlert } from '../../messages/MessageAlert';
import { useSiteTime } from '../../tenant/use-site-time';
import { useTenant } from '../../tenant/use-tenant';
import { usePaymentMethodName } from '../../tenant/use-tenant-text';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';
import { useStaffSinglePay, type StaffSinglePayView } from './use-staff-single-pay';

const STATE_COLOUR = { open: 'info', pending: 'warning', paid: 'success', expired: 'error' } as const;

/** staff/singlepay: a staff member asks a customer for a payment (docs/shop.md#staff-single-pay). */
export default function StaffSinglePayScreen() {
  const { t } = useTranslation(['staff', 'screens']);
  const { staff, href } = useStaffScreen();
  const view = useStaffSinglePay();
  return (
    <StaffFrame title={t('screens:title.staffSinglePay')} testId="staff-single-pay">
      {!staff ? (
        <SectionSkeleton height={200} />
      ) : !view.hasShop ? (
        <Alert severity="info">{t('singlePay.noShop')}</Alert>
      ) : view.request ? (
        <RequestShown view={view} />
      ) : (
        <RequestForm view={view} />
      )}
      <Button
        component={RouterLink}
        to={href(STAFF_SCREENS.functions)}
        variant="text"
        size="large"
        sx={{ ...BIG_TARGET, mt: 3 }}
      >
        {t('staff:functions.back')}
      </Button>
    </StaffFrame>
  );
}

function RequestForm({ view }: { view: StaffSinglePayView }) {
  const { t } = useTranslation('staff');
  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        view.create();
      }}
    >
      <Typography>{t('singlePay.intro')}</Typography>
      <TextField
        label={t('singlePay.amount')}
        value={view.amountText}
        onChange={(e) => view.setAmountText(e.target.value)}
        error={view.amountInvalid}
        helperText={view.amountInvalid ? t('singlePay.invalidAmount') : t('singlePay.amountHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'staff-single-pay-amount' } }}
      />
      <TextField
        label={t('singlePay.description')}
        value={view.description}
        onChange={(e) => view.setDescription(e.target.value.slice(0, 200))}
        helperText={t('singlePay.descriptionHelp')}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'staff-single-pay-description' } }}
      />
      <MessageAlert message={view.message} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={BIG_TARGET}
        disabled={!view.canCreate}
        data-testid="staff-single-pay-create"
      >
        {t('singlePay.create')}
      </Button>
    </Stack>
  );
}

function RequestShown({ view }: { view: StaffSinglePayView }) {
  const { t } = useTranslation('staff');
  const { bundle } = useTenant();
  const methodName = usePaymentMethodName();
  const time = useSiteTime();
  const r = view.request!;
  const money = (minor: number) => formatMoney(minor, localeSettingsOf(bundle.tenant, bundle.site).moneySymbol);
  const method = methodName(r.paymentCode);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} alignItems="center">
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
              {r.description} · {money(r.amount)}
            </Typography>
            {/* The state changes as the customer pays; a live region tells a screen reader. */}
            <Chip
              label={t(`singlePay.state.${r.status}`)}
              color={STATE_COLOUR[r.status]}
              role="status"
              aria-live="polite"
              data-testid="staff-single-pay-state"
              data-state={r.status}
            />
            <Typography>{t('singlePay.code')}</Typography>
            <Typography
              component="p"
              variant="h3"
              sx={{ fontFamily: 'monospace', letterSpacing: '0.2em' }}
              data-testid="staff-single-pay-code"
            >
              {r.reference}
            </Typography>
            {r.status === 'paid' ? (
              <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
                {t('singlePay.paidWith', {
                  amount: money(r.amount + r.surcharge),
                  method: [method, r.cardNumber].filter(Boolean).join(' '),
                })}
              </Alert>
            ) : r.status !== 'expired' ? (
              <>
                <QrCode payload={view.link} width={220} label={t('singlePay.qr')} />
                <Typography color="text.secondary">
                  {t('singlePay.expiresAt', { time: time.dateTime(r.expiresAt) })}
                </Typography>
              </>
            ) : null}
            <Typography sx={{ alignSelf: 'stretch' }}>{t('singlePay.link')}</Typography>
            <Link
              href={view.link}
              sx={{ overflowWrap: 'anywhere', alignSelf: 'stretch' }}
              data-testid="staff-single-pay-link"
            >
              {view.link}
            </Link>
          </Stack>
        </CardContent>
      </Card>
      <Button variant="outlined" size="large" sx={BIG_TARGET} onClick={view.again}>
        {t('singlePay.another')}
      </Button>
    </Stack>
  );
}
