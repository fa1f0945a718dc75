/**
 * Password hashes: scrypt (node:crypto) with a random salt per password, stored with their
 * parameters as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be raised
 * later without breaking the hashes already stored.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** About 50 ms and 16 MiB per hash on a server core: slow for a guesser, fine for a sign-in. */
export const SCRYPT_PARAMETERS: ScryptParameters = { N: 16_384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A stored hash is data: parameters outside these bounds are refused rather than run.
const LIMITS = { maxN: 1 << 20, maxR: 32, maxP: 16 };
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, keyBytes: number, params: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on two keyboards may arrive composed differently.
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParameters = SCRYPT_PARAMETERS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    N > LIMITS.maxN ||
    !Number.isInteger(r) ||
    r < 1 ||
    r > LIMITS.maxR ||
    !Number.isInteger(p) ||
    p < 1 ||
    p > LIMITS.maxP
  ) {
    return null;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length < 16) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when `password` matches `stored`; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account to verify against, so a sign-in to an
 * unknown number takes as long as a wrong password.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that never matches');
  await verifyPassword(password, await decoy);
}
