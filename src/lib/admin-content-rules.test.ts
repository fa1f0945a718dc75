import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  configValueProblem,
  contentImageUrl,
  contentChanges,
  isLiveAt,
  publicationState,
  publishWindowProblem,
  sameContent,
} from './admin-content-rules';

const time = fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }).map((ms) => new Date(ms));
const maybe = fc.option(time, { nil: null });

describe('admin content rules (docs/admin.md#rules)', () => {
  it('an item is live exactly when published, at or after publishAt and before unpublishAt', () => {
    fc.assert(
      fc.property(fc.boolean(), maybe, maybe, time, (published, publishAt, unpublishAt, now) => {
        const live = isLiveAt({ published, publishAt, unpublishAt }, now);
        const expected =
          published && (publishAt === null || now >= publishAt) && (unpublishAt === null || now < unpublishAt);
        expect(live).toBe(expected);
        expect(publicationState({ published, publishAt, unpublishAt }, now) === 'live').toBe(expected);
      }),
    );
  });

  it('a publish window must end after it starts and in the future', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const later = new Date('2030-01-02T00:00:00Z');
    expect(publishWindowProblem(null, null, now)).toBeNull();
    expect(publishWindowProblem(later, now, now)).toBe('CONTENT_WINDOW_INVALID');
    expect(publishWindowProblem(null, now, now)).toBe('CONTENT_UNPUBLISH_PAST');
    expect(publishWindowProblem(now, later, now)).toBeNull();
  });

  it('a number configuration refuses every text, a boolean anything but true/false', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(configValueProblem('number', text)).toBe('CONFIG_VALUE_NOT_NUMBER');
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(configValueProblem('number', n)).toBeNull();
      }),
    );
    expect(configValueProblem('number', Number.POSITIVE_INFINITY)).toBe('CONFIG_VALUE_NOT_NUMBER');
    expect(configValueProblem('boolean', 'true')).toBe('CONFIG_VALUE_NOT_BOOLEAN');
    expect(configValueProblem('string', 1)).toBe('CONFIG_VALUE_NOT_TEXT');
    expect(configValueProblem('image', 'logo.png')).toBeNull();
    expect(configValueProblem('image', 'javascript:alert(1)')).toBe('CONFIG_VALUE_NOT_IMAGE');
  });

  it('the readable diff names exactly the changed fields, and nothing for equal documents', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (doc) => {
        expect(contentChanges(doc, structuredClone(doc))).toEqual([]);
      }),
    );
    expect(
      contentChanges(
        { title: { 'en-gb': 'A' }, links: [{ to: '/a' }] },
        { title: { 'en-gb': 'B' }, links: [{ to: '/a' }, { to: '/b' }] },
      ),
    ).toEqual([
      { field: 'links[1]', before: null, after: { to: '/b' } },
      { field: 'title.en-gb', before: 'A', after: 'B' },
    ]);
    expect(sameContent({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
  });
});

describe('contentImageUrl', () => {
  it('keeps https and uploaded URLs, and puts asset files under the tenant asset path', () => {
    expect(contentImageUrl('lotus', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(contentImageUrl('lotus', `/tenant-assets/lotus/uploads/${'a'.repeat(64)}.png`)).toBe(
      `/tenant-assets/lotus/uploads/${'a'.repeat(64)}.png`,
    );
    expect(contentImageUrl('lotus', 'img/logo.svg')).toBe('/tenant-assets/lotus/img/logo.svg');
  });
});
