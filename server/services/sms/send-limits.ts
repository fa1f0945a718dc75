/**
 * How often a verification SMS may be sent (docs/accounts-api.md): one per phone per 120 s, 10 per
 * phone and 50 per client address per day, counting days in the tenant's time zone. The counters
 * live in the database: several server processes share them.
 */
import { CODE_RESEND_SECONDS } from '../../../src/lib/limits';
import { wallTimeOf } from '../../../src/lib/site-time';
import type { Queryable } from '../../db/database';
import { countSmsSend, readSmsSendCounter } from '../../db/repositories/sms-send-counter-repository';

export const SMS_LIMITS = {
  resendAfterSeconds: CODE_RESEND_SECONDS,
  perPhonePerDay: 10,
  perClientPerDay: 50,
} as const;

export type SendRefusal = { reason: 'wait'; retryAfterSeconds: number } | { reason: 'daily-cap' };

/** YYYY-MM-DD of `now` in `timeZone` (UTC when the zone is unknown). */
export function dayIn(timeZone: string | undefined, now: Date): string {
  return wallTimeOf(now.getTime() / 1000, timeZone).date;
}

export interface SendRequest {
  tenantId: string;
  timeZone: string | undefined;
  phone: string;
  clientAddress: string;
  now: Date;
  /** The day's cap for the client address (default SMS_LIMITS.perClientPerDay; SMS_DAILY_PER_CLIENT). */
  perClientPerDay?: number;
}

/**
 * Counts one send for the phone and for the client address, or says why not. Call inside a
 * transaction and roll it back on a refusal, so a send refused for the client does not count for the phone.
 */
export async function claimSmsSend(tx: Queryable, request: SendRequest): Promise<SendRefusal | null> {
  const day = dayIn(request.timeZone, request.now);
  const phoneKey = `phone:${request.tenantId}:${request.phone}`;
  const cooldownSince = new Date(request.now.getTime() - SMS_LIMITS.resendAfterSeconds * 1000);
  if (
    !(await countSmsSend(tx, phoneKey, { day, now: request.now, dailyMax: SMS_LIMITS.perPhonePerDay, cooldownSince }))
  ) {
    const counter = await readSmsSendCounter(tx, phoneKey);
    const waitMs = counter ? counter.lastSentAtMs + SMS_LIMITS.resendAfterSeconds * 1000 - request.now.getTime() : 0;
    return waitMs > 0 ? { reason: 'wait', retryAfterSeconds: Math.ceil(waitMs / 1000) } : { reason: 'daily-cap' };
  }
  const clientKey = `client:${request.tenantId}:${request.clientAddress}`;
  if (
    !(await countSmsSend(tx, clientKey, {
      day,
      now: request.now,
      dailyMax: request.perClientPerDay ?? SMS_LIMITS.perClientPerDay,
      cooldownSince: null,
    }))
  ) {
    return { reason: 'daily-cap' };
  }
  return null;
}
