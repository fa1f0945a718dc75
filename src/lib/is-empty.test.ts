import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty';

describe('isEmpty', () => {
  it('treats null, undefined, blank strings and empty arrays as empty', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty('')).toBe(true);
    expect(isEmpty(' \t\n')).toBe(true);
    expect(isEmpty([])).toBe(true);
  });

  it('never treats numbers or booleans as empty, zero and false included', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.integer(), fc.boolean()), (value) => !isEmpty(value)));
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty(Number.NaN)).toBe(false);
    expect(isEmpty(false)).toBe(false);
  });

  it('a string is empty exactly when it has no non-whitespace character', () => {
    fc.assert(fc.property(fc.string(), (text) => isEmpty(text) === (text.trim().length === 0)));
  });

  it('an array is empty exactly when it has no items', () => {
    fc.assert(fc.property(fc.array(fc.anything()), (items) => isEmpty(items) === (items.length === 0)));
  });
});
