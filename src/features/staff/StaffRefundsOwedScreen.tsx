import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/RouterLink';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { localeSettingsOf } from '../../config/locale-settings';
import type { RefundOwed } from '../../generated/api/staff-refunds-owed.response';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { MessageAlert } from '../../messages/MessageAlert';
import { useTenant } from '../../tenant/use-tenant';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffRefundsOwed } from './use-staff-refunds-owed';
import { useStaffScreen } from './use-staff-screen';

/** The providers' own names, as their customers know them (never translated). */
const PROVIDER_NAMES: Record<RefundOwed['provider'], string> = {
  windcave: 'Windcave',
  omipay: 'Omipay',
  paypal: 'PayPal',
  stripe: 'Stripe',
};

/**
 * staff/refunds: the card refunds a payment provider has not confirmed yet, oldest first, for a
 * manager to answer a customer who asks where their money is (docs/payment-providers.md#refunds-owed).
 * The server sends each again by itself with its first key, so the screen offers no second refund.
 */
export default function StaffRefundsOwedScreen() {
  const { t, i18n } = useTranslation(['staff', 'screens']);
  const { staff, href } = useStaffScreen();
  const view = useStaffRefundsOwed();
  const { bundle } = useTenant();
  const money = (minor: number) => formatMoney(minor, localeSettingsOf(bundle.tenant, bundle.site).moneySymbol);
  const when = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <StaffFrame title={t('screens:title.staffRefundsOwed')} testId="staff-refunds-owed">
      {!staff || (view.refunds === null && view.message === null) ? (
        <SectionSkeleton height={200} />
      ) : view.message ? (
        <MessageAlert message={view.message} />
      ) : (
        <Stack spacing={2}>
          <Typography>{t('refundsOwed.intro')}</Typography>
          {view.refunds?.length === 0 ? (
            <Alert severity="success" data-testid="refunds-owed-none">
              {t('refundsOwed.none')}
            </Alert>
          ) : (
            <List disablePadding aria-label={t('screens:title.staffRefundsOwed')}>
              {view.refunds?.map((refund) => (
                <ListItem
                  key={refund.refundId}
                  divider
                  disableGutters
                  data-testid="refund-owed"
                  data-reference={refund.reference}
                  sx={{ display: 'block', py: 1.5 }}
                >
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                    <Typography component="p" variant="h6" data-testid="refund-owed-amount">
                      {money(refund.amount)}
                    </Typography>
                    <Chip
                      size="small"
                      color={refund.status === 'pending' ? 'warning' : 'info'}
                      label={t(`refundsOwed.${refund.status}`)}
                    />
                  </Stack>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {t('refundsOwed.item', {
                      description: refund.description,
                      provider: PROVIDER_NAMES[refund.provider],
                      reference: refund.reference,
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('refundsOwed.since', { time: when(refund.since) })} ·{' '}
                    {t('refundsOwed.attempts', { count: refund.attempts })}
                  </Typography>
                  {refund.lastError !== undefined && (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                      data-testid="refund-owed-error"
                    >
                      {t('refundsOwed.lastError', { error: refund.lastError })}
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          )}
          <Button
            variant="outlined"
            size="large"
            sx={BIG_TARGET}
            disabled={view.refreshing}
            onClick={view.refresh}
            data-testid="refunds-owed-refresh"
          >
            {t('refundsOwed.refresh')}
          </Button>
        </Stack>
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
