/**
 * The short codes customers and staff read out (an order's or a single pay's reference): six
 * characters without the ones easily mistaken (0/O, 1/I). Drawn again on a clash, a few times.
 */
import { randomBytes } from 'node:crypto';

/** Draws of a reference before giving up (a clash is already rare). */
export const REFERENCE_DRAWS = 5;

export function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
}
