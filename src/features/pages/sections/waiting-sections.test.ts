import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../generated/tenant';
import { splitAtFirstWaiting } from './waiting-sections';

const of = (...types: PageSection['type'][]) => types.map((type) => ({ type }) as PageSection);
const types = (sections: PageSection[]) => sections.map((s) => s.type);

describe('splitAtFirstWaiting', () => {
  it('shows the sections above the notices at once, and the notices with every section below them together (classic home)', () => {
    const split = splitAtFirstWaiting(of('banner', 'notices', 'offers', 'links', 'footer'));
    expect(types(split.now)).toEqual(['banner']);
    expect(types(split.together)).toEqual(['notices', 'offers', 'links', 'footer']);
  });

  it('keeps the offers above the notices on the first paint (modern home)', () => {
    const split = splitAtFirstWaiting(of('welcome', 'banner', 'offers', 'notices', 'links', 'footer'));
    expect(types(split.now)).toEqual(['welcome', 'banner', 'offers']);
    expect(types(split.together)).toEqual(['notices', 'links', 'footer']);
  });

  it('splits at a contact or CMS page section too, and not at all without a waiting section', () => {
    expect(types(splitAtFirstWaiting(of('offers', 'contact', 'links')).together)).toEqual(['contact', 'links']);
    expect(types(splitAtFirstWaiting(of('page', 'offers')).now)).toEqual([]);
    const none = splitAtFirstWaiting(of('welcome', 'offers', 'links'));
    expect(types(none.now)).toEqual(['welcome', 'offers', 'links']);
    expect(none.together).toEqual([]);
  });
});
