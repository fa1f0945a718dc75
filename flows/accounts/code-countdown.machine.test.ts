import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, type AnyEventObject } from 'xstate';
import { COUNTDOWN_TICK_MS, codeCountdownMachine } from './code-countdown.machine';
import { walkModel } from '../testing/model-walk';
import { expectFullCoverage } from '../testing/expect-full-coverage';

/** Runs the countdown as the child of a host that records what it hears, on a simulated clock. */
function startUnderHost(seconds: number) {
  const heard: AnyEventObject[] = [];
  const host = createMachine({
    invoke: {
      id: 'countdown',
      src: codeCountdownMachine,
      input: { seconds },
      onDone: { actions: () => heard.push({ type: 'done' }) },
    },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  });
  const clock = new SimulatedClock();
  const actor = createActor(host, { clock }).start();
  return { actor, clock, heard };
}

describe('code countdown machine: model walk', () => {
  it('covers every state and every transition', async () => {
    const report = await walkModel(codeCountdownMachine, {
      inputs: [{ seconds: 2 }, { seconds: 0 }],
      // On its own the machine has no parent to report to.
      implementations: { actions: { reportSecondsLeft: () => {} } },
      log: () => {},
    });
    expectFullCoverage(report);
  });
});

describe('code countdown machine: rules', () => {
  it('tells its parent the seconds left every second and finishes at 0', () => {
    const { clock, heard } = startUnderHost(3);
    expect(heard).toEqual([]);
    clock.increment(COUNTDOWN_TICK_MS - 1);
    expect(heard).toEqual([]);
    clock.increment(1);
    expect(heard).toEqual([{ type: 'TICK', secondsLeft: 2 }]);
    // A simulated clock fires one timer per increment: one increment per second, as time passes.
    clock.increment(COUNTDOWN_TICK_MS);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(heard).toEqual([
      { type: 'TICK', secondsLeft: 2 },
      { type: 'TICK', secondsLeft: 1 },
      { type: 'TICK', secondsLeft: 0 },
      { type: 'done' },
    ]);
  });

  it('counts 120 s in 120 ticks', () => {
    const { clock, heard } = startUnderHost(120);
    for (let second = 0; second < 120; second += 1) clock.increment(COUNTDOWN_TICK_MS);
    expect(heard.filter((e) => e.type === 'TICK')).toHaveLength(120);
    expect(heard.at(-1)).toEqual({ type: 'done' });
  });

  it('is done at once for 0 (or less), and rounds part seconds up', () => {
    expect(
      createActor(codeCountdownMachine, { input: { seconds: 0 } })
        .start()
        .getSnapshot().status,
    ).toBe('done');
    expect(
      createActor(codeCountdownMachine, { input: { seconds: -5 } })
        .start()
        .getSnapshot().status,
    ).toBe('done');
    const part = createActor(codeCountdownMachine.provide({ actions: { reportSecondsLeft: () => {} } }), {
      input: { seconds: 1.2 },
    });
    expect(part.start().getSnapshot().context.secondsLeft).toBe(2);
  });
});
