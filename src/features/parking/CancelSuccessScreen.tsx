import { useTranslation } from '../../i18n/use-translation';
import { BookingOutcomePage } from './tickets/BookingOutcomePage';
import { cancelSummary } from './tickets/cancel-summary';
import { useBookingFormat } from './tickets/use-booking-format';

/** booking/cancel/success?booking=<id>: the booking is cancelled; the refund and the receipt. */
export default function CancelSuccessScreen() {
  const { t } = useTranslation('parking');
  const { money } = useBookingFormat();
  return (
    <BookingOutcomePage
      heading={t('tickets.success.cancelHeading')}
      summary={(booking) => {
        const { key, amount } = cancelSummary(booking);
        return amount === null ? t(key) : t(key, { amount: money(amount) });
      }}
    />
  );
}
