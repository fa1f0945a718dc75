/**
 * What an offer card says about the tickets left (the ticket pool's balance): plenty, only a few,
 * or none. 'Only N left' from LOW_STOCK_TICKETS down, so customers see scarcity before it is gone.
 */
export const LOW_STOCK_TICKETS = 10;

export type OfferAvailability = { kind: 'available' } | { kind: 'low'; left: number } | { kind: 'soldOut' };

export function offerAvailability(entry: { balance: number; status: 'available' | 'sold_out' }): OfferAvailability {
  if (entry.status === 'sold_out' || entry.balance <= 0) return { kind: 'soldOut' };
  if (entry.balance <= LOW_STOCK_TICKETS) return { kind: 'low', left: entry.balance };
  return { kind: 'available' };
}
