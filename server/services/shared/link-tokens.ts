/**
 * Tokens of the links the server hands out (voucher claim links, invitations): 256 random bits,
 * base64url. Only their SHA-256 is stored, so a copy of the database claims nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: createHash('sha256').update(token, 'utf8').digest('hex') };
}

/** The stored hash of a link token; null for text that cannot be one (no lookup needed). */
export function linkTokenHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? createHash('sha256').update(token, 'utf8').digest('hex') : null;
}
