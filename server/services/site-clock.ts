/**
 * The offsets of a site's zone the shop's config carries (docs/architecture.md#site-clock): the
 * browser reads its site's clock from them instead of making the page's first Intl date format.
 * Computed with Intl here (a few hundred formats, about a millisecond) and kept per zone for a day.
 */
import { zoneOffsetsBetween, type ZoneOffsets } from '../../src/lib/site-time';

const DAY_SECONDS = 86_400;
/** The stretch sent: two days back (a phone whose clock is behind), 30 ahead (the booking window). */
const DAYS_BEFORE = 2;
const DAYS_AFTER = 30;

export interface SiteClocks {
  /** The zone's offsets from at least two days before `now` to at least 29 days after it. */
  around(timeZone: string, now: Date): ZoneOffsets;
}

export function createSiteClocks(): SiteClocks {
  const byZone = new Map<string, { from: number; offsets: ZoneOffsets }>();
  return {
    around(timeZone, now) {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const kept = byZone.get(timeZone);
      // Kept for a day after it was made (now at from + 2 days): it still covers two days back and 29 ahead.
      if (kept && nowSeconds >= kept.from + DAYS_BEFORE * DAY_SECONDS && nowSeconds < kept.from + (DAYS_BEFORE + 1) * DAY_SECONDS) return kept.offsets;
      const from = nowSeconds - DAYS_BEFORE * DAY_SECONDS;
      const offsets = zoneOffsetsBetween(timeZone, from, nowSeconds + DAYS_AFTER * DAY_SECONDS);
      byZone.set(timeZone, { from, offsets });
      return offsets;
    },
  };
}
