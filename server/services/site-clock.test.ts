import { describe, expect, it } from 'vitest';
import { createSiteClocks } from './site-clock';

const DAY = 86_400_000;

describe('createSiteClocks', () => {
  it('keeps a zone\'s offsets for a day, each time covering two days back and 29 ahead', () => {
    const clocks = createSiteClocks();
    const start = new Date(Date.UTC(2026, 10, 23, 12));
    const first = clocks.around('Pacific/Auckland', start);
    expect(clocks.around('Pacific/Auckland', new Date(start.getTime() + DAY - 1000))).toBe(first);
    for (const at of [new Date(start.getTime() + DAY), new Date(start.getTime() - 1000)]) {
      const again = clocks.around('Pacific/Auckland', at);
      expect(again).not.toBe(first);
      expect(again.spans[0]!.from * 1000).toBeLessThanOrEqual(at.getTime() - 2 * DAY);
      expect(again.spans.at(-1)!.until * 1000).toBeGreaterThanOrEqual(at.getTime() + 29 * DAY);
    }
    expect(clocks.around('Europe/London', start).timeZone).toBe('Europe/London');
  });
});
