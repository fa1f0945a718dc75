import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret the caller sent with the expected one in constant time. Both are hashed
 * first, so neither the comparison time nor an early length check tells how close a guess was.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
