import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { sessionMachine } from '../accounts/session.machine';
import { describeMachine } from './machine-shape';

describe('describeMachine', () => {
  it('lists every state node and every transition of the session machine, derived ones included', () => {
    const shape = describeMachine(sessionMachine);
    expect(shape.states.map((s) => s.path)).toEqual([
      'restoring',
      'loggedOut',
      'checkingVersion',
      'loadingUserInfo',
      'loggedIn',
      'loggingOut',
      'expired',
    ]);
    expect(shape.transitions.map((t) => `${t.source} ${t.label} -> ${t.targets.join(',')}`).sort()).toEqual(
      [
        'restoring always -> checkingVersion',
        'restoring always -> loggedOut',
        'loggedOut LOGIN_SUCCEEDED -> loadingUserInfo',
        // 'Try again' clears the message and stays logged out (a transition with no target).
        'loggedOut DISMISS_ERROR -> ',
        'checkingVersion done: checkVersion -> loadingUserInfo',
        'checkingVersion error: checkVersion -> loadingUserInfo',
        'loadingUserInfo done: loadUserInfo -> loggedIn',
        // Two: a session ended elsewhere (its own message) and any other failure.
        'loadingUserInfo error: loadUserInfo -> loggedOut',
        'loadingUserInfo error: loadUserInfo -> loggedOut',
        'loadingUserInfo SESSION_EXPIRED -> expired',
        'loggedIn LOGOUT -> loggingOut',
        'loggedIn SESSION_EXPIRED -> expired',
        'loggingOut done: logout -> loggedOut',
        'loggingOut error: logout -> loggedOut',
        'expired after 1000ms -> loggedOut',
      ].sort(),
    );
    // The raise/cancel pair xstate adds for `after` is plumbing, not something the flow does.
    expect(shape.states.find((s) => s.path === 'expired')?.entry).toEqual([
      'clearSession',
      'clearPersistedSession',
      'setError',
      'notifyExpired',
    ]);
  });

  it('names guards, actions and delays however they are written', () => {
    const machine = setup({
      types: { events: {} as { type: 'GO' } },
      guards: { a: () => true, b: () => true },
      actions: { named: () => {} },
      delays: { slow: 3000 },
      actors: { work: fromPromise(async () => 1) },
    }).createMachine({
      id: 'm',
      initial: 'one',
      states: {
        one: {
          on: {
            GO: [
              { guard: and(['a', not('b')]), target: 'two', actions: ['named', assign({})] },
              { target: 'two', actions: function inlineEffect() {} },
            ],
          },
        },
        two: { after: { slow: 'three' } },
        three: { invoke: { src: 'work', onDone: 'one' } },
      },
    });
    const shape = describeMachine(machine);
    const go = shape.transitions.filter((t) => t.eventType === 'GO');
    expect(go.map((t) => [t.guard, t.actions])).toEqual([
      ['a && !b', ['named', 'assign']],
      [null, ['inlineEffect']],
    ]);
    expect(shape.transitions.find((t) => t.source === 'two')?.label).toBe('after slow');
    expect(shape.transitions.find((t) => t.source === 'three')?.label).toBe('done: work');
  });
});
