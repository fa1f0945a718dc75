/** The :name numbering of svc/order's statements, kept per text, gives what numbering each call gave. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SqlParam } from '../database';
import { named, numberPlaceholders } from './booking-order-repository';

/** The numbering as it was done on every call before it was kept (before d5f609e). */
function namedEveryTime(sql: string, all: Record<string, SqlParam>): { text: string; params: SqlParam[] } {
  const order: string[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in all)) throw new Error(`no value for :${name}`);
    const at = order.indexOf(name);
    if (at !== -1) return `$${at + 1}`;
    order.push(name);
    return `$${order.length}`;
  });
  return { text, params: order.map((name) => all[name] ?? null) };
}

const names = fc.constantFrom('account', 'key', 'now', 'tenant', 'site', 'offer', 'tickets', 'max');
const piece = fc.oneof(
  names.map((n) => `:${n}`),
  names.map((n) => `:${n}::jsonb`),
  fc.constantFrom(' ', ', ', ' AND ', '(', ')', '::int', 'SELECT ', "'a:b' ", '$1 '),
);
const statement = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
const value: fc.Arbitrary<SqlParam> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }),
);
const values = fc.dictionary(names, value);

describe('svc/order statements: :name placeholders', () => {
  it('numbers a statement and orders its values as numbering it on every call did', () => {
    fc.assert(
      fc.property(statement, values, values, (sql, first, second) => {
        for (const all of [first, second]) {
          let expected: ReturnType<typeof namedEveryTime> | Error;
          try {
            expected = namedEveryTime(sql, all);
          } catch (error) {
            expected = error as Error;
          }
          if (expected instanceof Error) expect(() => named(sql, all)).toThrow(expected.message);
          else expect(named(sql, all)).toEqual(expected);
        }
      }),
    );
  });

  it('numbers each name once, by first use, and leaves :: casts alone', () => {
    expect(numberPlaceholders('SELECT :b::int, :a, :b, x::text')).toEqual({
      text: 'SELECT $1::int, $2, $1, x::text',
      names: ['b', 'a'],
    });
  });

  it('refuses a statement whose value is missing, however often it ran before', () => {
    const sql = 'SELECT :tenant, :site';
    expect(named(sql, { tenant: 't', site: 's' }).params).toEqual(['t', 's']);
    expect(() => named(sql, { tenant: 't' })).toThrow('no value for :site');
  });
});
