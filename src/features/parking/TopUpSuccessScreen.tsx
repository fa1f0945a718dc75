import { useTranslation } from '../../i18n/use-translation';
import { BookingOutcomePage } from './tickets/BookingOutcomePage';
import { useBookingFormat } from './tickets/use-booking-format';

/** booking/topup/success?booking=<id>: the top-up is paid; the booking's new exit and its receipt. */
export default function TopUpSuccessScreen() {
  const { t } = useTranslation('parking');
  const { dateTime } = useBookingFormat();
  return (
    <BookingOutcomePage
      heading={t('tickets.success.topUpHeading')}
      summary={(booking) => t('tickets.success.topUpBody', { exit: dateTime(booking.exit, booking.timeZone) })}
    />
  );
}
