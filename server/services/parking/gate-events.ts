/**
 * sync/eventInBatch: entries and exits the site's gates saw, applied in order, each in its own
 * transaction and once per event id. Gates may upload late, so the rules use the time the gate
 * read the pass, not the upload time.
 */
import { createHash } from 'node:crypto';
import type {
  ParkingGateEvent,
  ParkingGateEventsRequest,
} from '../../../src/generated/api/parking-gate-events.request';
import type {
  ParkingGateEventOutcome,
  ParkingGateEventsResponse,
} from '../../../src/generated/api/parking-gate-events.response';
import { parkingFee } from '../../../src/lib/parking-fee';
import { MESSAGES, ok, type MessageCode } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import { lockPass, recordEntry, recordExit, type PassRecord } from '../../db/repositories/booking-ticket-repository';
import {
  claimGateEvent,
  findGateEvent,
  recordGateEventOutcome,
  type GateEventKey,
  type GateEventOutcomeRecord,
} from '../../db/repositories/gate-event-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { ParkingDeps } from './parking-deps';

/** How early before its entry time a pass opens the gate. */
export const EARLY_ENTRY_MINUTES = 15;

const SECOND_MS = 1000;
const seconds = (date: Date): number => Math.floor(date.getTime() / SECOND_MS);

function refused(code: MessageCode, pass?: PassRecord): GateEventOutcomeRecord {
  return {
    outcome: 'refused',
    code,
    dispMsg: MESSAGES[code],
    ticketNo: pass?.ticketNo ?? null,
    reference: pass?.reference ?? null,
  };
}

function accepted(pass: PassRecord): GateEventOutcomeRecord {
  return { outcome: 'accepted', code: null, dispMsg: null, ticketNo: pass.ticketNo, reference: pass.reference };
}

/** Why an entry at `at` (seconds) is refused, or null when the gate may open. */
function entryRefusal(pass: PassRecord, at: number): MessageCode | null {
  if (pass.status === 'pending_payment' || pass.status === 'released') return 'TICKET_NOT_PAID';
  if (pass.status === 'cancelled') return 'BOOKING_CANCELLED';
  if (at >= seconds(pass.exitAt)) return 'TICKET_EXPIRED';
  if (at < seconds(pass.entryAt) - EARLY_ENTRY_MINUTES * 60) return 'TICKET_NOT_VALID_YET';
  return null;
}

/** The overstay of one ticket: the booking's tariff from its exit time to the gate's, without the flat fee. */
function overstayPenalty(pass: PassRecord, at: number): number {
  const paid = pass.status === 'booked' || pass.status === 'topped_up' || pass.status === 'expired';
  if (!paid) return 0;
  const priced = parkingFee(pass.tariff, { entry: seconds(pass.exitAt), exit: at });
  return priced.valid ? priced.fee.periodCharge : 0;
}

async function applyEvent(tx: Queryable, shop: ShopMatch, event: ParkingGateEvent): Promise<GateEventOutcomeRecord> {
  const pass = await lockPass(tx, shop.tenant.id, shop.site.siteId, event.passCode);
  if (!pass) return refused('PASS_UNKNOWN');
  const at = new Date(event.time * SECOND_MS);
  if (event.type === 'entry') {
    const refusal = entryRefusal(pass, event.time);
    if (refusal) return refused(refusal, pass);
    await recordEntry(tx, pass.bookingId, pass.position, at);
  } else {
    await recordExit(tx, pass.bookingId, pass.position, at, overstayPenalty(pass, event.time));
  }
  return accepted(pass);
}

function wireOutcome(eventId: string, record: GateEventOutcomeRecord, duplicate: boolean): ParkingGateEventOutcome {
  return {
    eventId,
    outcome: record.outcome,
    duplicate,
    ...(record.dispMsg === null ? {} : { dispMsg: record.dispMsg }),
    ...(record.code === null ? {} : { code: record.code as MessageCode }),
    ...(record.ticketNo === null ? {} : { ticketNo: record.ticketNo }),
    ...(record.reference === null ? {} : { reference: record.reference }),
  };
}

function eventHash(event: ParkingGateEvent): string {
  return createHash('sha256')
    .update(JSON.stringify([event.passCode, event.type, event.time]))
    .digest('hex');
}

async function processEvent(
  deps: ParkingDeps,
  shop: ShopMatch,
  event: ParkingGateEvent,
): Promise<ParkingGateEventOutcome> {
  const key: GateEventKey = { tenantId: shop.tenant.id, siteId: shop.site.siteId, eventId: event.eventId };
  const requestHash = eventHash(event);
  return deps.db.transaction(async (tx) => {
    const claimed = await claimGateEvent(tx, {
      ...key,
      requestHash,
      passCode: event.passCode,
      kind: event.type,
      seenAt: new Date(event.time * SECOND_MS),
      receivedAt: deps.now(),
    });
    if (!claimed) {
      const first = await findGateEvent(tx, key);
      if (!first || first.requestHash !== requestHash)
        return wireOutcome(event.eventId, refused('EVENT_ID_REUSED'), false);
      return wireOutcome(event.eventId, first, true);
    }
    const outcome = await applyEvent(tx, shop, event);
    await recordGateEventOutcome(tx, key, outcome);
    return wireOutcome(event.eventId, outcome, false);
  });
}

export async function receiveGateEvents(
  deps: ParkingDeps,
  shop: ShopMatch,
  body: ParkingGateEventsRequest,
): Promise<ParkingGateEventsResponse> {
  const list: ParkingGateEventOutcome[] = [];
  for (const event of body.events) list.push(await processEvent(deps, shop, event));
  return ok({ list });
}
