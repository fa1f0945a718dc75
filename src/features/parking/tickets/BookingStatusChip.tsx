import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../i18n/use-translation';
import type { BookingStatus } from './booking-status';
import { statusChipOf } from './booking-status';

/** The booking's status as a small chip ('Booked', 'Awaiting payment', ...). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('parking');
  const chip = statusChipOf(status);
  return (
    <Chip
      size="small"
      label={t(`tickets.${chip.labelKey}`)}
      color={chip.colour}
      variant={chip.variant}
      data-testid="ticket-status"
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
