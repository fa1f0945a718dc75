import { describe, expect, it } from 'vitest';
import { isJsonValue, MAX_JSON_DEPTH } from './json-value';

describe('isJsonValue', () => {
  const nullPrototype: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  nullPrototype.a = 1;

  it.each([null, true, 0, -1.5, '', 'text', [], {}, { a: [1, { b: null }] }, nullPrototype])('accepts %j', (value) => {
    expect(isJsonValue(value)).toBe(true);
  });

  it('accepts the same object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    expect(isJsonValue({ a: shared, b: shared, c: [shared, shared] })).toBe(true);
  });

  const cyclic: { self?: unknown } = {};
  cyclic.self = cyclic;
  it.each([
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a BigInt', 1n],
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
    ['a Date', new Date(0)],
    ['a Map', new Map()],
    [
      'a class instance',
      new (class Point {
        x = 1;
      })(),
    ],
    ['a nested undefined', { a: undefined }],
    ['a nested NaN', [1, Number.NaN]],
    ['a cycle', cyclic],
  ])('rejects %s', (_name, value) => {
    expect(isJsonValue(value)).toBe(false);
  });

  const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

  it(`accepts nesting up to ${MAX_JSON_DEPTH} levels and refuses deeper`, () => {
    expect(isJsonValue(nested(MAX_JSON_DEPTH))).toBe(true);
    expect(isJsonValue(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(isJsonValue(JSON.parse(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`))).toBe(
      false,
    );
  });

  it('refuses a 60,000-deep value without overflowing the stack', () => {
    expect(() => isJsonValue(nested(60_000))).not.toThrow();
    expect(isJsonValue(nested(60_000))).toBe(false);
  });
});
