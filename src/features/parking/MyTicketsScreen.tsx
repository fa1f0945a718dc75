import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useRequireLogin } from '../../session/use-require-login';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { BOOKING_PARAM } from '../../queries/use-booking-from-query';
import { useOfflineShelf } from '../../session/use-offline-shelf';
import { useOnline } from '../../offline/use-online';
import { TicketDetail } from './tickets/TicketDetail';
import { TicketList } from './tickets/TicketList';

/**
 * mytickets: the customer's bookings; ?booking=<id> opens one (its QR passes, top-up, cancel), so
 * a booking is linkable and Back returns to the list. With no connection, the upcoming bookings
 * and passes kept on the phone (docs/installable-app.md#offline-passes).
 */
export default function MyTicketsScreen() {
  const { t } = useTranslation('parking');
  const session = useRequireLogin();
  const [params] = useSearchParams();
  const selected = params.has(BOOKING_PARAM);
  // Offline before the session could be checked: the passes kept on the phone still open.
  const shelf = useOfflineShelf();
  const online = useOnline();
  const offlineCopy = shelf !== null && !online;

  let body;
  if (session.status !== 'loggedIn' && !offlineCopy) body = <SectionSkeleton height={280} />;
  else if (selected) body = <TicketDetail />;
  else body = <TicketList />;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{selected ? t('tickets.detail.title') : t('tickets.title')}</ScreenHeading>
      {body}
    </Box>
  );
}
