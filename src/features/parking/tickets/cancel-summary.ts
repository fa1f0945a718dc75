import type { ParkingBooking } from '../../../generated/api/parking-booking';

export type CancelSummaryKey =
  'tickets.success.cancelBody' | 'tickets.success.cancelKeptAll' | 'tickets.success.cancelNoRefund';

/**
 * What a cancelled booking's page says about the money (docs/rules.md#cancellation-refund): the
 * refund when there is one; when the cancellation fee kept everything paid, that it did (never
 * 'nothing was paid'); 'nothing was paid' only when nothing was.
 */
export function cancelSummary(booking: Pick<ParkingBooking, 'refund' | 'penalty' | 'total'>): {
  key: CancelSummaryKey;
  amount: number | null;
} {
  if (booking.refund > 0) return { key: 'tickets.success.cancelBody', amount: booking.refund };
  if (booking.penalty > 0) return { key: 'tickets.success.cancelKeptAll', amount: booking.penalty };
  return { key: 'tickets.success.cancelNoRefund', amount: null };
}
