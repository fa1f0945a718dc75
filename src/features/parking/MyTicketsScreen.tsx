import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRequireLogin } from '../../session/use-require-login';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { BOOKING_PARAM } from '../../queries/use-booking-from-query';
import { TicketDetail } from './tickets/TicketDetail';
import { TicketList } from './tickets/TicketList';

/**
 * mytickets: the customer's bookings; ?booking=<id> opens one (its QR passes, top-up, cancel), so
 * a booking is linkable and Back returns to the list.
 */
export default function MyTicketsScreen() {
  const { t } = useTranslation('parking');
  const session = useRequireLogin();
  const [params] = useSearchParams();
  const selected = params.has(BOOKING_PARAM);

  let body;
  if (session.status !== 'loggedIn') body = <SectionSkeleton height={280} />;
  else if (selected) body = <TicketDetail />;
  else body = <TicketList />;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{selected ? t('tickets.detail.title') : t('tickets.title')}</ScreenHeading>
      {body}
    </Box>
  );
}
