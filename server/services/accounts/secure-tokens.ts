/**
 * Opaque bearer tokens (sessions, phone-verification proofs): 32 random bytes, base64url. Only
 * their SHA-256 is stored, so a copy of the database signs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSecureToken {
  /** Given to the client once. */
  token: string;
  /** What is stored. */
  hash: string;
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function newSecureToken(): NewSecureToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

/** The stored hash of a token; null for text that cannot be one of our tokens (no lookup needed). */
export function secureTokenHash(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? sha256Hex(token) : null;
}
