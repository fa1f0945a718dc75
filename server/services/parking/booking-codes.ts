/** The codes a booking carries: a reference customers can read out, and unguessable pass codes. */
import { randomFillSync, randomInt } from 'node:crypto';

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

/**
 * Bytes of the system's CSPRNG drawn a few kilobytes at a time and each handed out once, as
 * Node's own randomUUID and randomInt do: crypto.randomBytes(16) asks the CSPRNG on every call,
 * which cost a booking about 9 us of CPU a ticket on a busy two-core machine against 0.2 us from
 * here (docs/architecture.md#order-statements). The codes are as random as before; only the
 * calls are fewer.
 */
const ENTROPY_BYTES = 4096;
const entropy = Buffer.alloc(ENTROPY_BYTES);
let entropyUsed = ENTROPY_BYTES;

/** A pass code for the QR: 128 random bits, base64url (22 characters). */
export function newPassCode(): string {
  if (entropyUsed + PASS_CODE_BYTES > ENTROPY_BYTES) {
    randomFillSync(entropy);
    entropyUsed = 0;
  }
  const code = entropy.toString('base64url', entropyUsed, entropyUsed + PASS_CODE_BYTES);
  entropyUsed += PASS_CODE_BYTES;
  return code;
}

/** Ticket number of the n-th ticket (from 1) of a booking. */
export function ticketNumber(reference: string, position: number): string {
  return `${reference}-${position}`;
}
