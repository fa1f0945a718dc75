/**
 * What the scale check concludes from the database rows after the race: tickets against the pool,
 * and money against the gateway. Pure, so its rules are tested apart from the run.
 *  - oversold: tickets held (pending, booked, topped up) beyond the pool's capacity, or a pool whose
 *    balance and held tickets do not add up to its capacity;
 *  - lost payment: the gateway approved a payment that our side does not record as approved for a
 *    booking that is now paid (money taken, nothing given), or a payment the client saw approved
 *    that the database does not hold as approved;
 *  - doubled payment: a booking with more than one approved payment, or more than one gateway
 *    payment started for it (each customer pays once, with one idempotency key, retried as needed).
 */

export interface PoolRow {
  offerCode: string;
  capacity: number;
  available: number;
}

export interface BookingRow {
  id: string;
  offerCode: string;
  status: string;
  tickets: number;
  total: number;
}

export interface PaymentRow {
  txn: string;
  bookingId: string;
  status: string;
  amount: number;
  gatewayPaymentId: string;
}

export interface GatewayPaymentRow {
  id: string;
  status: string;
  amount: number;
}

export interface LedgerInput {
  pool: PoolRow;
  /** Every booking of the run (the pool's offer and others). */
  bookings: BookingRow[];
  /** Our payments of those bookings. */
  payments: PaymentRow[];
  /** The gateway's payments (the sandbox's table: every one of the run). */
  gatewayPayments: GatewayPaymentRow[];
  /** Booking ids the customers were told are paid. */
  paidAsSeenByClients: string[];
}

export interface LedgerAudit {
  heldTickets: number;
  oversold: number;
  lost: string[];
  doubled: string[];
  /** Other contradictions (a pool that does not add up, an amount that differs). */
  inconsistent: string[];
}

const HOLDING = new Set(['pending_payment', 'booked', 'topped_up']);
const PAID = new Set(['booked', 'topped_up']);

export function auditLedger(input: LedgerInput): LedgerAudit {
  const heldTickets = input.bookings
    .filter((b) => b.offerCode === input.pool.offerCode && HOLDING.has(b.status))
    .reduce((sum, b) => sum + b.tickets, 0);
  const inconsistent: string[] = [];
  if (heldTickets + input.pool.available !== input.pool.capacity)
    inconsistent.push(
      `pool: ${heldTickets} held + ${input.pool.available} available is not its capacity ${input.pool.capacity}`,
    );
  const bookings = new Map(input.bookings.map((b) => [b.id, b]));
  const ours = new Map(input.payments.map((p) => [p.gatewayPaymentId, p]));
  const lost: string[] = [];
  const doubled: string[] = [];

  for (const gateway of input.gatewayPayments) {
    if (gateway.status !== 'approved') continue;
    const payment = ours.get(gateway.id);
    if (!payment) {
      lost.push(`gateway payment ${gateway.id} approved, no payment of ours records it`);
      continue;
    }
    const booking = bookings.get(payment.bookingId);
    // 'refunded': approved after the hold lapsed, and given back in full (docs/parking-api.md).
    if (payment.status === 'refunded') continue;
    if (payment.status !== 'approved' || !booking || !PAID.has(booking.status))
      lost.push(
        `gateway payment ${gateway.id} approved, ours is ${payment.status}, booking ${booking?.status ?? 'missing'}`,
      );
    if (payment.amount !== gateway.amount)
      inconsistent.push(`payment ${payment.txn}: ${payment.amount} ours, ${gateway.amount} at the gateway`);
  }

  const approvedByBooking = new Map<string, number>();
  const startedByBooking = new Map<string, number>();
  for (const payment of input.payments) {
    startedByBooking.set(payment.bookingId, (startedByBooking.get(payment.bookingId) ?? 0) + 1);
    if (payment.status === 'approved')
      approvedByBooking.set(payment.bookingId, (approvedByBooking.get(payment.bookingId) ?? 0) + 1);
  }
  for (const [bookingId, count] of approvedByBooking) {
    if (count > 1) doubled.push(`booking ${bookingId}: ${count} approved payments`);
    const booking = bookings.get(bookingId);
    const approved = input.payments.find((p) => p.bookingId === bookingId && p.status === 'approved');
    if (booking && approved && approved.amount !== booking.total)
      inconsistent.push(`booking ${bookingId}: total ${booking.total}, paid ${approved.amount}`);
  }
  for (const [bookingId, count] of startedByBooking)
    if (count > 1) doubled.push(`booking ${bookingId}: ${count} payments started with one idempotency key`);
  for (const booking of input.bookings)
    if (PAID.has(booking.status) && booking.total > 0 && !approvedByBooking.has(booking.id))
      inconsistent.push(`booking ${booking.id} is ${booking.status} without an approved payment`);
  for (const bookingId of input.paidAsSeenByClients)
    if (!approvedByBooking.has(bookingId) || !PAID.has(bookings.get(bookingId)?.status ?? ''))
      lost.push(`booking ${bookingId}: the customer was told it is paid; the database does not say so`);

  return { heldTickets, oversold: Math.max(0, heldTickets - input.pool.capacity), lost, doubled, inconsistent };
}
