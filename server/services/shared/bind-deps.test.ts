import { describe, expect, expectTypeOf, it } from 'vitest';
import { bindDeps, type Bound } from './bind-deps';

interface Deps {
  base: number;
  log: string[];
}

const add = (deps: Deps, a: number, b: number): number => deps.base + a + b;
const remember = async (deps: Deps, line: string): Promise<number> => deps.log.push(line);
const baseOnly = (deps: Pick<Deps, 'base'>): number => deps.base;
const withDefault = (deps: Deps, times = 2): number => deps.base * times;

describe('bindDeps', () => {
  it('calls each function with the dependencies first, then the caller’s arguments, and returns its answer', async () => {
    const deps: Deps = { base: 100, log: [] };
    const bound = bindDeps(deps, { add, remember, baseOnly, withDefault });
    expect(bound.add(1, 2)).toBe(103);
    await expect(bound.remember('first')).resolves.toBe(1);
    expect(deps.log).toEqual(['first']);
    expect(bound.baseOnly()).toBe(100);
    expect(bound.withDefault()).toBe(200);
    expect(bound.withDefault(3)).toBe(300);
  });

  it('binds the same dependencies object, not a copy: a change to it is seen by the next call', () => {
    const deps: Deps = { base: 1, log: [] };
    const seen: Deps[] = [];
    const bound = bindDeps(deps, { read: (d: Deps) => (seen.push(d), d.base) });
    expect(bound.read()).toBe(1);
    deps.base = 2;
    expect(bound.read()).toBe(2);
    expect(seen[0]).toBe(deps);
    expect(seen[1]).toBe(deps);
  });

  it('has exactly the operations it was given, under the names given', () => {
    const bound = bindDeps({ base: 0, log: [] } as Deps, { plus: add, note: remember });
    expect(Object.keys(bound).sort()).toEqual(['note', 'plus']);
    expect(bindDeps({ base: 0, log: [] } as Deps, {})).toEqual({});
  });

  it('lets an error of the function through unchanged', async () => {
    const failure = new Error('boom');
    const bound = bindDeps({ base: 0, log: [] } as Deps, {
      fails: (_deps: Deps): number => {
        throw failure;
      },
      rejects: async (_deps: Deps): Promise<number> => Promise.reject(failure),
    });
    expect(() => bound.fails()).toThrow(failure);
    await expect(bound.rejects()).rejects.toBe(failure);
  });

  it('types each operation as the function without its first parameter', () => {
    const bound = bindDeps({ base: 0, log: [] } as Deps, { add, remember, baseOnly, withDefault });
    expectTypeOf(bound.add).toEqualTypeOf<(a: number, b: number) => number>();
    expectTypeOf(bound.remember).toEqualTypeOf<(line: string) => Promise<number>>();
    expectTypeOf(bound.baseOnly).toEqualTypeOf<() => number>();
    expectTypeOf(bound.withDefault).toEqualTypeOf<(times?: number) => number>();
    expectTypeOf<Bound<Deps, typeof add>>().toEqualTypeOf<(a: number, b: number) => number>();
    // A function that needs other dependencies is not an operation of these.
    expectTypeOf<Bound<Deps, (deps: { other: string }, a: number) => number>>().toBeNever();
  });
});
