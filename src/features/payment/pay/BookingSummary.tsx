import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useSiteTime } from '../../../tenant/use-site-time';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { formatTimeLeft } from '../../../lib/time-left';
import { useOfferName } from '../../../tenant/use-tenant-text';

/** One <dt>/<dd> pair; `separated` draws the line above it (no <hr> inside a <dl>). */
function Row({
  label,
  value,
  strong = false,
  separated = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  separated?: boolean;
  testId?: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.5,
        ...(separated ? { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1.5 } : {}),
      }}
    >
      <Typography color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 400, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

interface BookingSummaryProps {
  booking: ParkingBooking;
  /** Fee, surcharge and total with the chosen method; omitted once the payment is under way. */
  charge?: { surcharge: number; total: number };
  /** Seconds left to pay; null when not shown. */
  secondsLeft: number | null;
}

/** The booking being paid: reference, car park, times, the charge and the time left to pay. */
export function BookingSummary({ booking, charge, secondsLeft }: BookingSummaryProps) {
  const { t } = useTranslation('parking');
  const offerName = useOfferName();
  const { money } = useSiteLocale();
  const { dateTime } = useSiteTime();
  return (
    <Stack spacing={1.5}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('payment.pay.reference')} value={booking.reference} strong testId="pay-reference" />
        <Row label={t('payment.pay.site')} value={booking.lotName} />
        <Row label={t('payment.pay.offer')} value={`${offerName(booking)} × ${booking.tickets}`} />
        <Row label={t('payment.pay.entry')} value={dateTime(booking.entry)} />
        <Row label={t('payment.pay.exit')} value={dateTime(booking.exit)} />
        {charge && (
          <>
            <Row label={t('payment.pay.fee')} value={money(booking.fee)} separated />
            {charge.surcharge > 0 && <Row label={t('payment.pay.surcharge')} value={money(charge.surcharge)} />}
            <Row label={t('payment.pay.total')} value={money(charge.total)} strong testId="pay-total" />
          </>
        )}
      </Box>
      {secondsLeft !== null &&
        (secondsLeft > 0 ? (
          <Alert severity="info" data-testid="pay-time-left">
            {t('payment.pay.timeLeft', { time: formatTimeLeft(secondsLeft) })}
          </Alert>
        ) : (
          <Alert severity="warning" data-testid="pay-time-left">
            {t('payment.pay.holdLapsed')}
          </Alert>
        ))}
    </Stack>
  );
}
