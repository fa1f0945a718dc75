import { describe, expect, it } from 'vitest';
import { forbiddenHomeOf, forbiddenStateFor } from './forbidden-home';

describe('forbiddenHomeOf', () => {
  it("leads staff sent from the admin area back to that area's dashboard", () => {
    expect(forbiddenHomeOf(forbiddenStateFor('/admin/harbour-central'))).toBe('/admin/harbour-central');
  });

  it('leads everyone else to the global home', () => {
    for (const state of [null, undefined, 'x', {}, { home: 3 }, { home: '/home' }, { home: 'https://evil.example' }]) {
      expect(forbiddenHomeOf(state)).toBe('/home');
    }
    for (const home of ['//evil.example', '/admin/a/b', '/admin/', '/admin/a?x=1', '/admin/\\evil']) {
      expect(forbiddenHomeOf({ home })).toBe('/home');
    }
  });
});
