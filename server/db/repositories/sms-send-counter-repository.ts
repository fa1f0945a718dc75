/**
 * SQL of the sms_send_counters table: sends per day (and the last send) of a phone or a client
 * address. A send is counted with one conditional upsert, so concurrent requests in several
 * processes can never exceed a limit.
 */
import type { Queryable } from '../database';

export interface SendCounter {
  /** YYYY-MM-DD of the counted day. */
  day: string;
  sends: number;
  lastSentAtMs: number;
}

export interface SendLimit {
  /** YYYY-MM-DD, the current day in the tenant's time zone. */
  day: string;
  now: Date;
  /** Sends allowed per day. */
  dailyMax: number;
  /** A send is refused when the previous one was after this; null: no minimum gap. */
  cooldownSince: Date | null;
}

/** Counts one send under `key` when the limit allows it; false (nothing counted) when it does not. */
export async function countSmsSend(db: Queryable, key: string, limit: SendLimit): Promise<boolean> {
  const rows = await db.query<{ sends: number }>(
    `INSERT INTO sms_send_counters AS c (counter_key, day, sends, last_sent_at)
     VALUES ($1, $2::date, 1, $3)
     ON CONFLICT (counter_key) DO UPDATE SET
       sends = CASE WHEN c.day = EXCLUDED.day THEN c.sends + 1 ELSE 1 END,
       day = EXCLUDED.day,
       last_sent_at = EXCLUDED.last_sent_at
     WHERE ($5::timestamptz IS NULL OR c.last_sent_at <= $5::timestamptz)
       AND (c.day <> EXCLUDED.day OR c.sends < $4)
     RETURNING c.sends`,
    [key, limit.day, limit.now, limit.dailyMax, limit.cooldownSince],
  );
  return rows.length === 1;
}

export async function readSmsSendCounter(db: Queryable, key: string): Promise<SendCounter | null> {
  const rows = await db.query<SendCounter>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sends, (EXTRACT(EPOCH FROM last_sent_at) * 1000)::double precision AS "lastSentAtMs"
     FROM sms_send_counters WHERE counter_key = $1`,
    [key],
  );
  return rows[0] ?? null;
}
