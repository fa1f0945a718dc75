import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ReceiptMerchant } from '../../../components/ReceiptMerchant';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useSiteTime } from '../../../tenant/use-site-time';
import { useTenant } from '../../../tenant/use-tenant';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import { statusChipOf } from '../tickets/booking-status';
import { BOOKING_STATUS_KEYS, hasPasses } from './booking-status-key';
import { useOfferName, useTenantText } from '../../../tenant/use-tenant-text';

function ReceiptRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" color="text.secondary" variant="body2" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** The voucher a booking used: its name (in the customer's language) and what it took off, minor units. */
export interface ReceiptVoucher {
  name: string;
  discount: number;
}

/**
 * The receipt of a booking (reference number, fee, entry and exit, pass code, masked card
 * number), as the server recorded it: booking success, top-up and cancel success, ticket detail.
 * With the voucher it used, the fee before the discount and the voucher's line (the booking's fee
 * is what was left after it).
 */
export function BookingReceipt({ booking, voucher }: { booking: ParkingBooking; voucher?: ReceiptVoucher }) {
  const { t } = useTranslation('parking');
  const offerName = useOfferName();
  const { bundle } = useTenant();
  const text = useTenantText();
  const { money } = useSiteLocale();
  const { dateTime } = useSiteTime();
  const method = bundle.tenant.payment.methods.find((m) => m.code === booking.paymentCode);
  const passes = hasPasses(booking.status) ? booking.passes.filter((p) => p.passCode !== '') : [];

  return (
    <Stack spacing={1.5} data-testid="booking-receipt">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('receipt.reference')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{ fontFamily: 'monospace', letterSpacing: 1 }}
            data-testid="booking-reference"
          >
            {booking.reference}
          </Typography>
        </Box>
        <Chip
          label={t(BOOKING_STATUS_KEYS[booking.status])}
          color={statusChipOf(booking.status).colour}
          variant={statusChipOf(booking.status).variant}
          size="small"
        />
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{booking.lotName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {booking.address}
        </Typography>
      </Box>
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        <ReceiptRow label={t('receipt.ticket')}>
          {t('receipt.ticketCount', { name: offerName(booking), count: booking.tickets })}
        </ReceiptRow>
        <ReceiptRow label={t('receipt.entry')}>{dateTime(booking.entry)}</ReceiptRow>
        <ReceiptRow label={t('receipt.exit')}>{dateTime(booking.exit)}</ReceiptRow>
        {booking.licensePlate !== '' && (
          <ReceiptRow label={t('receipt.licensePlate')}>{booking.licensePlate}</ReceiptRow>
        )}
      </Box>
      <Divider />
      <Box component="dl" sx={{ m: 0 }}>
        <ReceiptRow label={t('receipt.fee')}>{money(booking.fee + (voucher?.discount ?? 0))}</ReceiptRow>
        {voucher && voucher.discount > 0 && (
          <ReceiptRow label={t('receipt.voucher')}>
            <Box component="span" data-testid="receipt-voucher">{`−${money(voucher.discount)}`}</Box>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {voucher.name}
            </Box>
          </ReceiptRow>
        )}
        {booking.surcharge > 0 && <ReceiptRow label={t('receipt.surcharge')}>{money(booking.surcharge)}</ReceiptRow>}
        <ReceiptRow label={t('receipt.total')} strong>
          {money(booking.total)}
        </ReceiptRow>
        {booking.refund > 0 && <ReceiptRow label={t('receipt.refund')}>{money(booking.refund)}</ReceiptRow>}
        {booking.penalty > 0 && <ReceiptRow label={t('receipt.penalty')}>{money(booking.penalty)}</ReceiptRow>}
        {method && <ReceiptRow label={t('receipt.method')}>{text(method.name)}</ReceiptRow>}
        {booking.cardNumber !== '' && (
          <ReceiptRow label={t('receipt.card')}>
            <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }} data-testid="booking-card">
              {booking.cardNumber}
            </Box>
            {booking.cardHolder !== '' && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {booking.cardHolder}
              </Box>
            )}
          </ReceiptRow>
        )}
      </Box>
      {passes.length > 0 && (
        <>
          <Divider />
          {/* The ticket numbers, never the pass codes: a code is the gate's key, carried only by the QR pass. */}
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {passes.map((pass) => (
              <Typography
                key={pass.ticketNo}
                component="li"
                variant="body2"
                sx={{ py: 0.5, fontWeight: 500 }}
                data-testid="pass-ticket-no"
              >
                {t('tickets.pass.ticketNo', { ticketNo: pass.ticketNo })}
              </Typography>
            ))}
          </Box>
        </>
      )}
      <Divider />
      <ReceiptMerchant />
    </Stack>
  );
}
