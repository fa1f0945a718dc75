/** ticket/bookingSummary: a page of the signed-in customer's bookings, settled first so statuses are current. */
import type { ParkingBookingSummaryRequest } from '../../../src/generated/api/parking-booking-summary.request';
import type { ParkingBookingSummaryResponse } from '../../../src/generated/api/parking-booking-summary.response';
import { ok } from '../../../src/protocol';
import { listOwnBookings } from '../../db/repositories/booking-repository';
import { listTickets } from '../../db/repositories/booking-ticket-repository';
import type { SessionIdentity } from '../accounts';
import { bookingView } from './booking-view';
import type { ParkingDeps } from './parking-deps';
import { settleDuePools } from './pool-settlement';

export const DEFAULT_PAGE_SIZE = 10;

const fromSeconds = (seconds: number | undefined): Date | undefined =>
  seconds === undefined ? undefined : new Date(seconds * 1000);

export async function bookingSummary(
  deps: ParkingDeps,
  identity: SessionIdentity,
  body: ParkingBookingSummaryRequest,
): Promise<ParkingBookingSummaryResponse> {
  const now = deps.now();
  await settleDuePools(deps, now, { tenantId: identity.tenantId, accountId: identity.accountId });
  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  const currPage = body.currPage ?? 1;
  const { rows, total } = await listOwnBookings(
    deps.db,
    {
      tenantId: identity.tenantId,
      accountId: identity.accountId,
      bookingId: body.bookingId,
      reference: body.reference?.trim().toUpperCase(),
      siteId: body.siteId,
      statuses: body.status,
      createdFrom: fromSeconds(body.dateStart),
      createdBefore: fromSeconds(body.dateEnd),
      order: body.order,
    },
    pageSize,
    (currPage - 1) * pageSize,
  );
  const tickets = await listTickets(
    deps.db,
    rows.map((r) => r.id),
  );
  return ok({ list: rows.map((r) => bookingView(r, tickets, now)), total, pageSize, currPage });
}
