/**
 * My sites and my pre-pays, from the customer's own bookings (docs/customer-places.md): pure, so the
 * screens only render. A pre-pay is a paid booking (booked or topped up); it is 'active' while its
 * stay runs, 'upcoming' before, 'past' after.
 */
export interface BookingLike {
  bookingId: string;
  siteId: string;
  shopCode: string;
  lotName: string;
  status: string;
  entry: number;
  exit: number;
  total: number;
  createdAt: number;
}

export type PrePayWhen = 'active' | 'upcoming' | 'past';
const PAID = new Set(['booked', 'topped_up']);

export function isPrePay(b: Pick<BookingLike, 'status'>): boolean {
  return PAID.has(b.status);
}

export function prePayWhen(b: Pick<BookingLike, 'entry' | 'exit'>, nowSeconds: number): PrePayWhen {
  if (b.exit <= nowSeconds) return 'past';
  return b.entry <= nowSeconds ? 'active' : 'upcoming';
}

export interface PrePayGroup<T extends BookingLike> {
  siteId: string;
  shopCode: string;
  lotName: string;
  active: T[];
  upcoming: T[];
  past: T[];
  /** Minor units paid for this site's pre-pays. */
  total: number;
}

/** Pre-pays by site (the site with the soonest live stay first); active and upcoming soonest first, past newest first. */
export function prePayGroups<T extends BookingLike>(bookings: readonly T[], nowSeconds: number): PrePayGroup<T>[] {
  const groups = new Map<string, PrePayGroup<T>>();
  for (const b of bookings) {
    if (!isPrePay(b)) continue;
    const group = groups.get(b.siteId) ?? {
      siteId: b.siteId,
      shopCode: b.shopCode,
      lotName: b.lotName,
      active: [],
      upcoming: [],
      past: [],
      total: 0,
    };
    group[prePayWhen(b, nowSeconds)].push(b);
    group.total += b.total;
    groups.set(b.siteId, group);
  }
  const soonest = (g: PrePayGroup<T>) =>
    Math.min(...[...g.active, ...g.upcoming].map((b) => b.entry), Number.MAX_SAFE_INTEGER);
  return [...groups.values()]
    .map((g) => ({
      ...g,
      active: [...g.active].sort((a, b) => a.entry - b.entry),
      upcoming: [...g.upcoming].sort((a, b) => a.entry - b.entry),
      past: [...g.past].sort((a, b) => b.entry - a.entry),
    }))
    .sort((a, b) => soonest(a) - soonest(b) || a.lotName.localeCompare(b.lotName));
}

export interface UsedSite {
  siteId: string;
  shopCode: string;
  lotName: string;
  bookings: number;
  /** Entry time (seconds) of the latest pre-pay there. */
  lastEntry: number;
}

/** The sites the customer has pre-paid at, most recently used first. */
export function usedSites(bookings: readonly BookingLike[]): UsedSite[] {
  const sites = new Map<string, UsedSite>();
  for (const b of bookings) {
    if (!isPrePay(b)) continue;
    const site = sites.get(b.siteId) ?? {
      siteId: b.siteId,
      shopCode: b.shopCode,
      lotName: b.lotName,
      bookings: 0,
      lastEntry: 0,
    };
    site.bookings += 1;
    site.lastEntry = Math.max(site.lastEntry, b.entry);
    sites.set(b.siteId, site);
  }
  return [...sites.values()].sort((a, b) => b.lastEntry - a.lastEntry || a.lotName.localeCompare(b.lotName));
}
