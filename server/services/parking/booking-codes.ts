/** The codes a booking carries: a reference customers can read out, and unguessable pass codes. */
import { randomInt } from 'node:crypto';
import { drawnRandomBytes } from '../../../src/protocol/cipher-node';

// Digits and capitals without 0/O and 1/I, which are read out and typed wrongly.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REFERENCE_HALF = 4;
const PASS_CODE_BYTES = 16;

function referenceHalf(): string {
  let out = '';
  for (let i = 0; i < REFERENCE_HALF; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** A pre-pay reference number like K7QM-4XR2 (40 random bits; uniqueness is checked on insert). */
export function newBookingReference(): string {
  return `${referenceHalf()}-${referenceHalf()}`;
}

/** A pass code for the QR: 128 random bits, base64url (22 characters). */
export function newPassCode(): string {
  const bytes = drawnRandomBytes(PASS_CODE_BYTES);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
}

/** Ticket number of the n-th ticket (from 1) of a booking. */
export function ticketNumber(reference: string, position: number): string {
  return `${reference}-${position}`;
}
