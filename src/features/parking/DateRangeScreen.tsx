import { useTranslation } from '../../i18n/use-translation';
import { useScreenTitleKey } from '../../navigation/screen-title';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { BookingFrame } from './booking/BookingFrame';
import { PoolFailedAlert } from './booking/PoolFailedAlert';
import { DateRangeForm } from './booking/DateRangeForm';
import { useTicketPool } from './booking/use-ticket-pool';

/** daterange: choose the ticket, entry and exit (site time) and the number of tickets; then checkout. */
export default function DateRangeScreen() {
  const { t } = useTranslation('parking');
  const titleKey = useScreenTitleKey() ?? 'title.dateTime';
  const pool = useTicketPool();
  return (
    <BookingFrame title={t(`screens:${titleKey}`)}>
      {pool.status === 'loading' && <SectionSkeleton height={420} />}
      {pool.status === 'error' && <PoolFailedAlert onRetry={pool.reload} />}
      {pool.status === 'ready' && <DateRangeForm pool={pool.pool} />}
    </BookingFrame>
  );
}
