import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNotices, noticesFromLotInfo, noticesFromSite, splitInfoBody } from './notices';

describe('notices', () => {
  it('splits infoBody on |, trimming and dropping blanks', () => {
    expect(splitInfoBody(' Open 24/7 | |Height limit 2.1 m|')).toEqual(['Open 24/7', 'Height limit 2.1 m']);
    expect(splitInfoBody(undefined)).toEqual([]);
  });

  it('never yields a blank item or a pipe', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const item of splitInfoBody(text)) {
          expect(item.trim()).toBe(item);
          expect(item).not.toBe('');
          expect(item).not.toContain('|');
        }
      }),
    );
  });

  it('reads the site settings and the cloud answer alike', () => {
    const fromSite = noticesFromSite({ infoHead: 'Welcome', infoBody: 'a|b', infoBottom: 'Thanks' });
    const fromCloud = noticesFromLotInfo({ infoHead: 'Welcome', infoBody: ['a', 'b'], infoBottom: 'Thanks' });
    expect(fromSite).toEqual({ head: 'Welcome', items: ['a', 'b'], bottom: 'Thanks' });
    expect(fromCloud).toEqual(fromSite);
    expect(hasNotices(noticesFromSite({}))).toBe(false);
  });
});
