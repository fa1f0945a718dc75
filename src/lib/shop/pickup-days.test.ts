import { describe, expect, it } from 'vitest';
import { epochOfWallTime } from '../site-time';
import { pickupChoices } from './pickup-days';

const ZONE = 'Australia/Sydney';
const at = (date: string, time: string) => epochOfWallTime({ date, time }, ZONE)!;

describe('pickupChoices', () => {
  it('offers the earliest slot as soonest, the rest by day at the site', () => {
    const now = at('2026-11-29', '21:00');
    const slots = [
      at('2026-11-29', '21:30'),
      at('2026-11-29', '21:45'),
      at('2026-11-30', '10:00'),
      at('2026-12-01', '10:00'),
    ];
    expect(pickupChoices(slots, now, ZONE)).toEqual({
      soonest: slots[0],
      days: [
        { day: '2026-11-29', relative: 'today', slots: [slots[1]] },
        { day: '2026-11-30', relative: 'tomorrow', slots: [slots[2]] },
        { day: '2026-12-01', relative: null, slots: [slots[3]] },
      ],
    });
  });

  it('has nothing to offer without slots', () => {
    expect(pickupChoices([], at('2026-11-29', '21:00'), ZONE)).toEqual({ soonest: undefined, days: [] });
  });
});
