import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { missingActor } from '../shared/missing-implementation';
import { actorOutcomes, walkModel } from './model-walk';

const quiet = { log: () => {} };

describe('walkModel', () => {
  it('reports states and transitions that no path reaches', async () => {
    const machine = setup({ types: { events: {} as { type: 'GO' } } }).createMachine({
      id: 'island',
      initial: 'a',
      states: {
        a: { on: { GO: 'b' } },
        b: {},
        unreachable: { on: { GO: 'a' } },
      },
    });
    const report = await walkModel(machine, quiet);
    expect(report.states).toEqual({ covered: 2, total: 3, missing: ['unreachable'] });
    expect(report.transitions).toEqual({ covered: 1, total: 2, missing: ['unreachable --GO--> a'] });
    expect(report.line.split('\n')[0]).toBe('island: states 2/3, transitions 1/2 (1 paths)');
  });

  it('fails when the real actor leaves the path the model predicts', async () => {
    const machine = setup({
      types: { events: {} as { type: 'GO' } | { type: 'SURPRISE' } },
      actions: { effect: () => {} },
    }).createMachine({
      id: 'drift',
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b', actions: 'effect' } } },
        b: { on: { SURPRISE: 'c' } },
        c: {},
      },
    });
    // A real effect that feeds back an event: the pure model cannot know it, the replay sees it,
    // whether the event comes back at once or a microtask later.
    for (const feedBack of [(send: () => void) => send(), (send: () => void) => queueMicrotask(send)]) {
      const walk = walkModel(machine, {
        ...quiet,
        implementations: { actions: { effect: ({ self }) => feedBack(() => self.send({ type: 'SURPRISE' })) } },
        events: { SURPRISE: [] },
      });
      await expect(walk).rejects.toThrow(/expected .*"b".*\n\s+actual .*"c"/);
    }
  });

  it('covers guarded, eventless, delayed, invoked and nested transitions', async () => {
    const machine = setup({
      types: {
        context: {} as { count: number },
        events: {} as { type: 'ADD'; amount: number } | { type: 'FINISH' },
      },
      actors: { save: fromPromise<string, { count: number }>(missingActor('counter', 'save')) },
      guards: { big: ({ event }) => event.type === 'ADD' && event.amount > 5 },
      delays: { settle: 250 },
    }).createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ADD: [
                  { guard: 'big', target: 'checking' },
                  { target: 'idle', actions: ({ context }) => void context },
                ],
                FINISH: 'done',
              },
            },
            checking: { always: { target: 'idle' } },
            done: { type: 'final' },
          },
          onDone: 'saving',
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ count: context.count }),
            onDone: 'saved',
            onError: 'editing',
          },
        },
        saved: { after: { settle: 'closed' } },
        closed: { type: 'final' },
      },
    });
    const report = await walkModel(machine, {
      ...quiet,
      events: {
        ADD: [
          { type: 'ADD', amount: 1 },
          { type: 'ADD', amount: 9 },
        ],
        ...actorOutcomes('save', { done: ['ok'] }),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
    expect(report.states.total).toBe(7);
    expect(report.transitions.total).toBe(8);
  });
});
