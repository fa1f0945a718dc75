/**
 * Omipay's request signature (docs/payment-providers.md#omipay-signature). Every call carries
 * m_number, timestamp (milliseconds since the epoch, UTC), nonce_str (10 to 32 letters and digits)
 * and sign: the MD5 of `m_number&timestamp&nonce_str&secret_key`, as upper-case hex. Omipay refuses
 * a request whose timestamp is more than five minutes away from its own clock. Its payment
 * notifications are signed the same way, with our merchant number.
 *
 * The signature covers none of the other parameters, so it proves only that the sender holds the
 * secret: a notification is a reason to read the order back, never a fact on its own.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** How far a signed timestamp may be from the receiver's clock (Omipay: five minutes). */
export const OMIPAY_REQUEST_LIFETIME_MS = 5 * 60 * 1000;

export const OMIPAY_NONCE_PATTERN = /^[A-Za-z0-9]{10,32}$/;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const NONCE_LENGTH = 32;

export interface OmipaySignedFields {
  m_number: string;
  timestamp: string;
  nonce_str: string;
  sign: string;
}

/** The upper-case hex MD5 of `merchantNo&timestamp&nonce&secret`. */
export function omipaySign(merchantNo: string, timestamp: string, nonce: string, secret: string): string {
  return createHash('md5').update(`${merchantNo}&${timestamp}&${nonce}&${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** A fresh nonce: 32 characters of [A-Za-z0-9] from the system's random source. */
export function omipayNonce(): string {
  let nonce = '';
  for (let i = 0; i < NONCE_LENGTH; i += 1) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return nonce;
}

/** The four fields a request carries, signed at `nowMs` (the real clock: Omipay compares it with its own). */
export function signedOmipayFields(merchantNo: string, secret: string, nowMs: number): OmipaySignedFields {
  const timestamp = String(Math.trunc(nowMs));
  const nonce = omipayNonce();
  return { m_number: merchantNo, timestamp, nonce_str: nonce, sign: omipaySign(merchantNo, timestamp, nonce, secret) };
}

/**
 * Whether `sign` is the signature of these fields under `secret`, compared in constant time. The
 * comparison ignores the case of the hex digits (Omipay sends upper case; nothing is gained by
 * refusing the same digest in lower case).
 */
export function omipaySignatureMatches(
  merchantNo: string,
  timestamp: string,
  nonce: string,
  sign: string,
  secret: string,
): boolean {
  if (!/^[0-9A-Fa-f]{32}$/.test(sign)) return false;
  const expected = Buffer.from(omipaySign(merchantNo, timestamp, nonce, secret), 'utf8');
  return timingSafeEqual(expected, Buffer.from(sign.toUpperCase(), 'utf8'));
}

/** Whether a signed timestamp (milliseconds, as sent) lies within five minutes of `nowMs`, either side. */
export function omipayTimestampFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  return Math.abs(nowMs - Number(timestamp)) <= OMIPAY_REQUEST_LIFETIME_MS;
}
