import { describe, expect, it } from 'vitest';
import { QUICK_RANGES } from '../../../lib/quick-range';
import { statusChipOf } from './booking-status';
import { summaryFilterOf, TAB_STATUSES, tabOf, TICKET_TABS } from './ticket-filters';

const NOW = 1_930_334_400; // 2031-03-03T20:00:00Z

describe('My tickets filters', () => {
  it('the two tabs split every status, each status in exactly one', () => {
    const all = TICKET_TABS.flatMap((tab) => TAB_STATUSES[tab]);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(['booked', 'cancelled', 'expired', 'pending_payment', 'released', 'topped_up']);
    for (const tab of TICKET_TABS) for (const status of TAB_STATUSES[tab]) expect(tabOf(status)).toBe(tab);
  });

  it('all: only the statuses; a quick range: when the booking was made, ending a day on', () => {
    expect(summaryFilterOf({ tab: 'past', range: 'all' }, NOW, 'UTC')).toEqual({
      status: ['cancelled', 'expired', 'released'],
      order: 'latest',
    });
    for (const range of QUICK_RANGES) {
      const filter = summaryFilterOf({ tab: 'upcoming', range }, NOW, 'Pacific/Auckland');
      expect(filter.status).toEqual(['pending_payment', 'booked', 'topped_up']);
      expect(filter.dateEnd).toBe(NOW + 86_400);
      expect(filter.dateStart).toBeLessThanOrEqual(NOW);
    }
    // Today begins at the site's midnight: 09:00 in Auckland.
    expect(summaryFilterOf({ tab: 'upcoming', range: 'today' }, NOW, 'Pacific/Auckland').dateStart).toBe(
      NOW - 9 * 3600,
    );
    expect(summaryFilterOf({ tab: 'upcoming', range: '1w' }, NOW, 'UTC').dateStart).toBe(NOW - 7 * 86_400);
  });

  it('upcoming asks for the soonest entry first, past for the most recent first, whatever the range', () => {
    for (const range of ['all', ...QUICK_RANGES] as const) {
      expect(summaryFilterOf({ tab: 'upcoming', range }, NOW, 'UTC').order).toBe('soonest');
      expect(summaryFilterOf({ tab: 'past', range }, NOW, 'UTC').order).toBe('latest');
    }
  });

  it('one colour per status: no two statuses look alike, and the note alert takes the chip colour', () => {
    const statuses = TICKET_TABS.flatMap((tab) => TAB_STATUSES[tab]);
    const looks = statuses.map((status) => {
      const chip = statusChipOf(status);
      return `${chip.colour}/${chip.variant}`;
    });
    expect(new Set(looks).size).toBe(statuses.length);
    expect(statusChipOf('released').severity).toBe('error');
    expect(statusChipOf('expired').severity).toBe('info');
  });
});
