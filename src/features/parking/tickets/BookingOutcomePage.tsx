import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useRequireLogin } from '../../../session/use-require-login';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { CheckCircleIcon } from '../../../components/icons/CheckCircleIcon';
import { LinkButton } from '../../../components/LinkButton';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { useBookingFromQuery } from '../../../queries/use-booking-from-query';
import { BookingReceipt } from '../receipt/BookingReceipt';
import { BookingUnavailable } from './BookingUnavailable';

interface BookingOutcomePageProps {
  heading: string;
  /** The line under the heading, from the booking as the server now has it. */
  summary(booking: ParkingBooking): ReactNode;
}

/** Top-up and cancel success: heading, what changed, the receipt, and the way on (My tickets, home). */
export function BookingOutcomePage({ heading, summary }: BookingOutcomePageProps) {
  const { t } = useTranslation('parking');
  const session = useRequireLogin();
  const links = useLayoutLinks();
  const { status, booking, reload } = useBookingFromQuery();
  const myTickets = links.href('mytickets');

  let body;
  if (session.status !== 'loggedIn' || status === 'loading') body = <SectionSkeleton height={420} />;
  else if (status === 'error' || status === 'missing' || !booking)
    body = (
      <BookingUnavailable
        reason={status === 'error' ? 'error' : 'missing'}
        onRetry={reload}
        backLabel={t('tickets.title')}
      />
    );
  else
    body = (
      <>
        <Box sx={{ textAlign: 'center', pt: { xs: 3, sm: 4 }, pb: 2.5 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {heading}
          </Typography>
          <Typography color="text.secondary" data-testid="outcome-summary">
            {summary(booking)}
          </Typography>
        </Box>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
            <BookingReceipt booking={booking} />
          </CardContent>
        </Card>
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          <LinkButton variant="contained" size="large" to={myTickets}>
            {t('tickets.title')}
          </LinkButton>
          <LinkButton variant="outlined" size="large" to={links.home} sx={{ bgcolor: 'background.paper' }}>
            {t('tickets.home')}
          </LinkButton>
        </Stack>
      </>
    );

  return <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>{body}</Box>;
}
