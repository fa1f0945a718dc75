import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { useScreenTitleKey } from '../../navigation/screen-title';
import { useRequireLogin } from '../../session/use-require-login';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { LinkButton } from '../../components/LinkButton';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { bookingQueryString, completeBookingQuery, parseBookingQuery } from './booking/booking-query';
import { BookingFrame } from './booking/BookingFrame';
import { PoolFailedAlert } from './booking/PoolFailedAlert';
import { BookingMessageAlert } from './booking/BookingMessageAlert';
import { CheckoutFlow } from './booking/CheckoutFlow';
import { useTicketPool } from './booking/use-ticket-pool';

/** checkout: the ticket checkout for the choice in the URL (offer, entry, exit, tickets); needs a login. */
export default function TicketCheckoutScreen() {
  const links = useLayoutLinks();
  const [params] = useSearchParams();
  // A booking named in the URL as the screen opens was ordered before a reload (useBookingMachine puts
  // it there): pay for that one. Read once, so the flow naming its own booking stays on this screen.
  const [orderedBooking] = useState(() => params.get('booking'));
  const payHref = links.first(['pay']);
  if (orderedBooking !== null && payHref !== null) {
    return <Navigate to={`${payHref}?booking=${encodeURIComponent(orderedBooking)}`} replace />;
  }
  return <TicketCheckout />;
}

function TicketCheckout() {
  const { t } = useTranslation('parking');
  const titleKey = useScreenTitleKey() ?? 'title.ticketCheckout';
  const session = useRequireLogin();
  const links = useLayoutLinks();
  const [params] = useSearchParams();
  const choice = completeBookingQuery(parseBookingQuery(params));
  const pool = useTicketPool();
  const chooseHref = links.first(['daterange', 'daterange/home']) ?? links.home;

  const body = (() => {
    if (choice === null) {
      return (
        <BookingMessageAlert
          severity="info"
          action={
            <LinkButton to={chooseHref} color="inherit" size="small">
              {t('booking.action.choose')}
            </LinkButton>
          }
        >
          {t('booking.checkout.incomplete')}
        </BookingMessageAlert>
      );
    }
    if (session.status !== 'loggedIn' || pool.status === 'loading') return <SectionSkeleton height={420} />;
    if (pool.status === 'error') {
      return <PoolFailedAlert onRetry={pool.reload} />;
    }
    // A new choice in the URL is a new checkout (the booking the flow names there is not a new choice).
    return <CheckoutFlow key={bookingQueryString(choice)} choice={choice} pool={pool.pool} />;
  })();

  return <BookingFrame title={t(`screens:${titleKey}`)}>{body}</BookingFrame>;
}
