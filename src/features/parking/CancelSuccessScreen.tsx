import { useTranslation } from 'react-i18next';
import { BookingOutcomePage } from './tickets/BookingOutcomePage';
import { useBookingFormat } from './tickets/use-booking-format';

/** booking/cancel/success?booking=<id>: the booking is cancelled; the refund and the receipt. */
export default function CancelSuccessScreen() {
  const { t } = useTranslation('parking');
  const { money } = useBookingFormat();
  return (
    <BookingOutcomePage
      heading={t('tickets.success.cancelHeading')}
      summary={(booking) =>
        booking.refund > 0 ? t('tickets.success.cancelBody', { amount: money(booking.refund) }) : t('tickets.success.cancelNoRefund')
      }
    />
  );
}
