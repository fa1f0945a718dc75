import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../tenant/use-site-time';
import { SummaryRow } from './SummaryRow';

interface BookingChoiceSummaryProps {
  offerName: string;
  entry: number;
  exit: number;
  tickets: number;
}

/** What is being booked: the offer, entry and exit at the site (site time), and the tickets. */
export function BookingChoiceSummary({ offerName, entry, exit, tickets }: BookingChoiceSummaryProps) {
  const { t } = useTranslation('parking');
  const { dateTime } = useSiteTime();
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="booking-choice">
      <SummaryRow label={t('booking.checkout.offer')}>{offerName}</SummaryRow>
      <SummaryRow label={t('booking.checkout.entry')}>{dateTime(entry)}</SummaryRow>
      <SummaryRow label={t('booking.checkout.exit')}>{dateTime(exit)}</SummaryRow>
      <SummaryRow label={t('booking.checkout.tickets')}>{tickets}</SummaryRow>
    </Box>
  );
}
