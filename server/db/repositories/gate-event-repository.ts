/** SQL of the gate_events table: each event id of a site is applied once; its first outcome is kept. */
import type { Queryable } from '../database';

export interface GateEventKey {
  tenantId: string;
  siteId: string;
  eventId: string;
}

export interface NewGateEvent extends GateEventKey {
  requestHash: string;
  passCode: string;
  kind: 'entry' | 'exit';
  seenAt: Date;
  receivedAt: Date;
}

export interface GateEventOutcomeRecord {
  outcome: 'accepted' | 'refused';
  code: string | null;
  dispMsg: string | null;
  ticketNo: string | null;
  reference: string | null;
}

export interface StoredGateEvent extends GateEventOutcomeRecord {
  requestHash: string;
}

/**
 * Claims the event id (with a provisional outcome the same transaction overwrites); false when
 * it was received before. A concurrent claim of the same id waits for the first to finish.
 */
export async function claimGateEvent(tx: Queryable, event: NewGateEvent): Promise<boolean> {
  const rows = await tx.query<{ claimed: boolean }>(
    `INSERT INTO gate_events (tenant_id, site_id, event_id, request_hash, pass_code, kind, seen_at, outcome, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'refused', $8)
     ON CONFLICT (tenant_id, site_id, event_id) DO NOTHING
     RETURNING true AS claimed`,
    [
      event.tenantId,
      event.siteId,
      event.eventId,
      event.requestHash,
      event.passCode,
      event.kind,
      event.seenAt,
      event.receivedAt,
    ],
  );
  return rows.length === 1;
}

export async function recordGateEventOutcome(
  tx: Queryable,
  key: GateEventKey,
  outcome: GateEventOutcomeRecord,
): Promise<void> {
  await tx.query(
    `UPDATE gate_events SET outcome = $4, code = $5, disp_msg = $6, ticket_no = $7, reference = $8
     WHERE tenant_id = $1 AND site_id = $2 AND event_id = $3`,
    [
      key.tenantId,
      key.siteId,
      key.eventId,
      outcome.outcome,
      outcome.code,
      outcome.dispMsg,
      outcome.ticketNo,
      outcome.reference,
    ],
  );
}

export async function findGateEvent(db: Queryable, key: GateEventKey): Promise<StoredGateEvent | null> {
  const rows = await db.query<StoredGateEvent>(
    `SELECT request_hash AS "requestHash", outcome, code, disp_msg AS "dispMsg", ticket_no AS "ticketNo", reference
     FROM gate_events WHERE tenant_id = $1 AND site_id = $2 AND event_id = $3`,
    [key.tenantId, key.siteId, key.eventId],
  );
  return rows[0] ?? null;
}
