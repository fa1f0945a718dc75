import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { MessageAlert } from '../../messages/MessageAlert';
import { BIG_TARGET } from './StaffFrame';
import { usePinpadRefunds } from './use-pinpad-refunds';
import type { StaffApi } from './use-staff-api';

/**
 * The site's recent pinpad charges on the pinpad's amount screen, for a manager to refund one back
 * to its card after a confirmation (docs/staff.md#pinpad-refund). Shown only to staff whose roles
 * open pinpadRefund; the server checks the role too.
 */
export function PinpadRefunds({ api, shop, money }: { api: StaffApi; shop: string; money: (minor: number) => string }) {
  const { t, i18n } = useTranslation('staff');
  const refunds = usePinpadRefunds(api, shop, true);
  const when = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const { confirming, refunded } = refunds;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="pinpad-refunds-title" data-testid="pinpad-refunds">
      <Typography id="pinpad-refunds-title" component="h2" variant="h6">
        {t('pinpad.refunds.title')}
      </Typography>
      {refunded && (
        <Alert severity="success" role="status" data-testid="pinpad-refund-done">
          {t('pinpad.refunds.done', {
            amount: money(refunded.amount),
            card: refunded.cardNumber,
            balance: money(refunded.balance),
          })}
        </Alert>
      )}
      <MessageAlert message={refunds.message} />
      {confirming && (
        <Alert severity="warning" data-testid="pinpad-refund-confirm">
          <Stack spacing={1.5}>
            <Typography>
              {t('pinpad.refunds.confirm', { amount: money(confirming.amount), card: confirming.cardNumber })}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="contained"
                color="warning"
                size="large"
                sx={BIG_TARGET}
                disabled={refunds.busy}
                onClick={() => void refunds.confirm()}
                data-testid="pinpad-refund-yes"
              >
                {t('pinpad.refunds.confirmYes')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                sx={BIG_TARGET}
                disabled={refunds.busy}
                onClick={refunds.cancel}
                data-testid="pinpad-refund-no"
              >
                {t('pinpad.refunds.cancel')}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      )}
      {refunds.charges?.length === 0 && <Typography color="text.secondary">{t('pinpad.refunds.none')}</Typography>}
      {refunds.charges && refunds.charges.length > 0 && (
        <List disablePadding>
          {refunds.charges.map((charge) => (
            <ListItem
              key={charge.chargeId}
              divider
              disableGutters
              data-testid="pinpad-charge"
              data-charge-id={charge.chargeId}
              secondaryAction={
                charge.refundedAt === undefined ? (
                  <Button
                    variant="outlined"
                    sx={{ minHeight: 48 }}
                    disabled={refunds.busy || confirming !== null}
                    onClick={() => void refunds.ask(charge)}
                    data-testid="pinpad-charge-refund"
                  >
                    {t('pinpad.refunds.refund')}
                  </Button>
                ) : (
                  <Typography color="text.secondary" data-testid="pinpad-charge-refunded">
                    {t('pinpad.refunds.refunded')}
                  </Typography>
                )
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={money(charge.amount)}
                secondary={t('pinpad.refunds.item', {
                  card: charge.cardNumber,
                  time: when(charge.chargedAt),
                  staff: charge.staffCode,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
