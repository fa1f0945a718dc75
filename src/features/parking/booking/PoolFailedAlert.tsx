import Button from '@mui/material/Button';
import { useTranslation } from '../../../i18n/use-translation';
import { BookingMessageAlert } from './BookingMessageAlert';

/** The site's offers could not be loaded: says so, with a retry (daterange and checkout). */
export function PoolFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('parking');
  return (
    <BookingMessageAlert
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('booking.action.retry')}
        </Button>
      }
    >
      {t('booking.dateRange.poolFailed')}
    </BookingMessageAlert>
  );
}
