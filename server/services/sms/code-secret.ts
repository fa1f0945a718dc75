/**
 * The key of the SMS code HMAC: SMS_CODE_SECRET when the operator sets one, else a random secret
 * generated once per database (app_secrets), so every process and every restart agree on it.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { ensureAppSecret } from '../../db/repositories/app-secret-repository';

const SECRET_NAME = 'sms_code_hmac_key';
export const MIN_SMS_CODE_SECRET_LENGTH = 32;

/** Resolves the secret once, on first use; a failed attempt is retried on the next call. */
export function smsCodeSecret(db: Database, configured: string | undefined): () => Promise<Buffer> {
  if (configured !== undefined) {
    if (configured.length < MIN_SMS_CODE_SECRET_LENGTH)
      throw new Error(`SMS_CODE_SECRET must be at least ${MIN_SMS_CODE_SECRET_LENGTH} characters`);
    const key = Buffer.from(configured, 'utf8');
    return async () => key;
  }
  let pending: Promise<Buffer> | undefined;
  return () => {
    pending ??= ensureAppSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'utf8'),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}
