import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteTime } from '../../../tenant/use-site-time';
import { useTenant } from '../../../tenant/use-tenant';
import { useDurationText } from '../use-duration-text';
import { stayMinutes } from './stay-length';
import { SummaryRow } from './SummaryRow';

interface BookingChoiceSummaryProps {
  offerName: string;
  entry: number;
  exit: number;
  tickets: number;
}

/** What is being booked: the car park, the offer, entry and exit at the site (site time) with the stay's length, and the tickets. */
export function BookingChoiceSummary({ offerName, entry, exit, tickets }: BookingChoiceSummaryProps) {
  const { t } = useTranslation('parking');
  const { dateTime } = useSiteTime();
  const duration = useDurationText();
  const { bundle } = useTenant();
  const minutes = stayMinutes(entry, exit);
  return (
    <Box component="dl" sx={{ m: 0 }} data-testid="booking-choice">
      <SummaryRow label={t('booking.checkout.site')}>{bundle.site.lotName}</SummaryRow>
      <SummaryRow label={t('booking.checkout.offer')}>{offerName}</SummaryRow>
      <SummaryRow label={t('booking.checkout.entry')}>{dateTime(entry)}</SummaryRow>
      <SummaryRow label={t('booking.checkout.exit')}>{dateTime(exit)}</SummaryRow>
      {minutes !== null && <SummaryRow label={t('booking.checkout.duration')}>{duration(minutes)}</SummaryRow>}
      <SummaryRow label={t('booking.checkout.tickets')}>{tickets}</SummaryRow>
    </Box>
  );
}
