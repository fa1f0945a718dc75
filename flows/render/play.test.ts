import { describe, expect, it } from 'vitest';
import { flowRegistry } from '../registry';
import { describeMachine } from '../shape/machine-shape';
import { playFlow } from './play';

const entryOf = (name: string) => {
  const entry = flowRegistry.find((e) => e.name === name);
  if (!entry) throw new Error(`no flow ${name}`);
  return entry;
};

/** Plays by picking, at each step, the option that goes to `target` (with `guard`, when given). */
function playTo(name: string, moves: readonly [target: string, guard?: string | null][]) {
  const { machine } = entryOf(name);
  const path: number[] = [];
  for (const [target, guard] of moves) {
    const { options } = playFlow(machine, path);
    const option = options.find(
      (o) => o.transition.targets.includes(target) && (guard === undefined || o.transition.guard === guard),
    );
    if (!option) throw new Error(`no way to ${target} from ${playFlow(machine, path).active.join(', ')}`);
    path.push(option.index);
  }
  return playFlow(machine, path);
}

describe('playFlow', () => {
  it('plays booking to Booked through the paid path, as the machine decides', () => {
    const result = playTo('booking', [
      ['checking', 'openedWithTime'],
      ['quoting'],
      ['reviewing', 'quoted'],
      ['preparingOrder', 'termsAccepted'],
      ['ordering'],
      ['placed'],
      ['paying', null],
      ['succeeded'],
    ]);
    expect(result.steps.map((s) => s.active.at(-1))).toEqual([
      'checking',
      'quoting',
      'reviewing',
      'preparingOrder',
      'ordering',
      'placed',
      'paying',
      'succeeded',
    ]);
    expect(result.ended).toBe(true);
    expect(result.options).toEqual([]);
    expect(result.rejected).toBeNull();
  });

  it('offers each guarded alternative of an event as its own choice, in the machine order', () => {
    const { machine } = entryOf('booking');
    const reviewing = playTo('booking', [['checking'], ['quoting'], ['reviewing', 'quoted']]);
    expect(reviewing.active).toEqual(['reviewing']);
    const pay = reviewing.options.filter((o) => o.transition.eventType === 'PAY');
    expect(pay.map((o) => o.transition.guard)).toEqual(['termsAccepted', null]);
    // The unguarded alternative keeps the customer reviewing (terms not accepted).
    const stay = playFlow(machine, [...reviewing.steps.map((s) => s.index), pay[1]!.index]);
    expect(stay.active).toEqual(['reviewing']);
  });

  it('stops a replayed path at the first step the state does not accept', () => {
    const { machine } = entryOf('booking');
    const start = playFlow(machine, []);
    const elsewhere = describeMachine(machine).transitions.findIndex((t) => t.source === 'paying');
    const result = playFlow(machine, [start.options[0]!.index, elsewhere, start.options[0]!.index]);
    expect(result.steps).toHaveLength(1);
    expect(result.rejected).toBe(elsewhere);
  });

  it('leaves out the transitions a tenant does not have', () => {
    const { machine } = entryOf('payment');
    const result = playFlow(machine, [], (t) => t.guard !== 'resuming');
    expect(result.options.map((o) => o.transition.guard)).toEqual(['needsPin', null]);
  });

  it('reaches every state of every flow by playing', () => {
    for (const entry of flowRegistry) {
      const shape = describeMachine(entry.machine);
      const seen = new Set<string>();
      const queue: number[][] = [[]];
      const visited = new Set<string>();
      while (queue.length > 0 && seen.size < shape.states.length) {
        const path = queue.shift()!;
        const result = playFlow(entry.machine, path);
        result.active.forEach((s) => seen.add(s));
        for (const option of result.options) {
          const next = [...path, option.index];
          const after = playFlow(entry.machine, next);
          const key = after.active.join(',') + (after.ended ? '!' : '');
          if (visited.has(key)) continue;
          visited.add(key);
          after.active.forEach((s) => seen.add(s));
          queue.push(next);
        }
      }
      expect([entry.name, shape.states.map((s) => s.path).filter((p) => !seen.has(p))]).toEqual([entry.name, []]);
    }
  });
});
