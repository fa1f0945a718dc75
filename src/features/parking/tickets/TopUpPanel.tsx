import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { TopUpRules } from '../../../../flows/parking/top-up.machine';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { defaultPaymentCode, onlinePaymentMethods } from './top-up-methods';
import { TopUpFlow } from './TopUpFlow';

/**
 * Top up a booking: a later exit (date and time at the site, or +30 min, +1 h, +2 h), a payment
 * method, the price, then the payment. Mounted while open, so each opening starts afresh.
 */
export function TopUpPanel({
  booking,
  rules,
  onClose,
}: {
  booking: ParkingBooking;
  rules: TopUpRules;
  onClose(): void;
}) {
  const { t } = useTranslation('parking');
  const { bundle } = useTenant();
  const [methods] = useState(() => onlinePaymentMethods(bundle.tenant.payment.methods));
  const paymentCode = defaultPaymentCode(methods, booking.paymentCode);

  return (
    // Closed only by its own buttons: a payment in progress must not be dismissed by a stray tap.
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="top-up-title" data-testid="top-up-dialog">
      <DialogTitle id="top-up-title">{t('tickets.topUp.title', { reference: booking.reference })}</DialogTitle>
      {paymentCode === null ? (
        <>
          <DialogContent>
            <Alert severity="info">{t('tickets.topUp.noMethod')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('tickets.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <TopUpFlow booking={booking} rules={rules} methods={methods} paymentCode={paymentCode} onClose={onClose} />
      )}
    </Dialog>
  );
}
