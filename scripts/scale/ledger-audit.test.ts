import { describe, expect, it } from 'vitest';
import { auditLedger, type LedgerInput } from './ledger-audit';

/** Two paid bookings of a pool of 3, each with its one approved payment, and one sold-out customer. */
function clean(): LedgerInput {
  return {
    pool: { offerCode: 'race', capacity: 3, available: 1 },
    bookings: [
      { id: 'b1', offerCode: 'race', status: 'booked', tickets: 1, total: 1200 },
      { id: 'b2', offerCode: 'race', status: 'booked', tickets: 1, total: 1200 },
      { id: 'b3', offerCode: 'hourly', status: 'booked', tickets: 2, total: 900 },
    ],
    payments: [
      { txn: 't1', bookingId: 'b1', status: 'approved', amount: 1200, gatewayPaymentId: 'g1' },
      { txn: 't2', bookingId: 'b2', status: 'approved', amount: 1200, gatewayPaymentId: 'g2' },
      { txn: 't3', bookingId: 'b3', status: 'approved', amount: 900, gatewayPaymentId: 'g3' },
    ],
    gatewayPayments: [
      { id: 'g1', status: 'approved', amount: 1200 },
      { id: 'g2', status: 'approved', amount: 1200 },
      { id: 'g3', status: 'approved', amount: 900 },
      // Started by a process that died before it recorded the payment: never approved, nothing taken.
      { id: 'g4', status: 'pending', amount: 1200 },
    ],
    paidAsSeenByClients: ['b1', 'b2', 'b3'],
  };
}

describe('the scale check ledger audit', () => {
  it('finds nothing wrong with a clean run, counting only the pool offer against the pool', () => {
    expect(auditLedger(clean())).toEqual({ heldTickets: 2, oversold: 0, lost: [], doubled: [], inconsistent: [] });
  });

  it('counts tickets held beyond the capacity as oversold', () => {
    const input = clean();
    input.bookings.push({ id: 'b4', offerCode: 'race', status: 'pending_payment', tickets: 2, total: 2400 });
    input.pool.available = 0;
    expect(auditLedger(input)).toMatchObject({ heldTickets: 4, oversold: 1 });
  });

  it('finds money taken at the gateway that our side lost, and a paid answer the database does not hold', () => {
    const input = clean();
    input.payments = input.payments.filter((p) => p.txn !== 't2');
    input.bookings[1] = { id: 'b2', offerCode: 'race', status: 'pending_payment', tickets: 1, total: 1200 };
    const audit = auditLedger(input);
    expect(audit.lost).toEqual([
      'gateway payment g2 approved, no payment of ours records it',
      'booking b2: the customer was told it is paid; the database does not say so',
    ]);
  });

  it('finds a booking paid twice, or two payments started for it', () => {
    const input = clean();
    input.payments.push({ txn: 't5', bookingId: 'b1', status: 'approved', amount: 1200, gatewayPaymentId: 'g5' });
    input.gatewayPayments.push({ id: 'g5', status: 'approved', amount: 1200 });
    expect(auditLedger(input).doubled).toEqual([
      'booking b1: 2 approved payments',
      'booking b1: 2 payments started with one idempotency key',
    ]);
  });

  it('accepts a late approval refunded in full, and reports amounts that differ', () => {
    const input = clean();
    // Approved after the hold lapsed: the booking went back to the pool, the payment was refunded.
    input.bookings.push({ id: 'b6', offerCode: 'race', status: 'released', tickets: 1, total: 1200 });
    input.payments.push({ txn: 't6', bookingId: 'b6', status: 'refunded', amount: 1200, gatewayPaymentId: 'g6' });
    input.gatewayPayments.push({ id: 'g6', status: 'approved', amount: 1200 });
    input.gatewayPayments[0] = { id: 'g1', status: 'approved', amount: 1300 };
    const audit = auditLedger(input);
    expect(audit.lost).toEqual([]);
    expect(audit.doubled).toEqual([]);
    expect(audit.inconsistent).toEqual(['payment t1: 1200 ours, 1300 at the gateway']);
  });
});
