import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import type { TopUpFee } from '../../../../flows/parking/parking-replies';
import { useBookingFormat } from './use-booking-format';

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The price of the extension as the server quoted it. */
export function TopUpQuote({ fee, methodName, timeZone }: { fee: TopUpFee; methodName: string; timeZone: string }) {
  const { t } = useTranslation('parking');
  const { money, dateTime } = useBookingFormat();
  // The rate in words: '2 × $0.69 per 30 min', never a bare '2 × $0.69'.
  const rate = { periods: fee.periods, price: money(fee.pricePerPeriod), period: fee.ratePeriodMinutes };
  const periodsText =
    fee.tickets > 1
      ? t('tickets.topUp.periodsTimesRateTickets', { ...rate, tickets: fee.tickets })
      : t('tickets.topUp.periodsTimesRate', rate);
  return (
    <Stack spacing={1} data-testid="top-up-quote" sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Row label={t('tickets.topUp.newExit')} value={dateTime(fee.exit, timeZone)} strong testId="top-up-new-exit" />
      <Row label={t('tickets.topUp.extension', { minutes: fee.minutes })} value={periodsText} />
      <Row label={t('tickets.topUp.fee')} value={money(fee.fee)} />
      {fee.surcharge > 0 && <Row label={t('tickets.topUp.surcharge')} value={money(fee.surcharge)} />}
      <Row label={t('tickets.topUp.method')} value={methodName} />
      <Row label={t('tickets.topUp.total')} value={money(fee.total)} strong testId="top-up-total" />
    </Stack>
  );
}
