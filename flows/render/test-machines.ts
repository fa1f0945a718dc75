import { fromPromise, setup } from 'xstate';

/**
 * A machine with every construct the diagram code draws: nested and parallel states, final states,
 * a root-level transition, guarded, eventless, delayed and invoke done/error transitions.
 * Used by the diagram tests only.
 */
export const bookingLikeMachine = setup({
  types: {
    events: {} as { type: 'NEXT' } | { type: 'BACK' } | { type: 'CANCEL' } | { type: 'RESET' } | { type: 'ISSUED' },
  },
  actors: { pay: fromPromise(async () => 'paid') },
  actions: { remember: () => {}, notify: () => {} },
  guards: { canRetry: () => true },
}).createMachine({
  id: 'bookingLike',
  description: 'Test machine for the diagram exporter.',
  initial: 'choosing',
  on: { RESET: '.choosing' },
  states: {
    choosing: {
      initial: 'site',
      states: {
        site: { on: { NEXT: { target: 'dates', actions: 'remember' } } },
        dates: { on: { BACK: 'site', NEXT: 'done', CANCEL: '#bookingLike.cancelled' } },
        done: { type: 'final' },
      },
      onDone: 'paying',
      on: { CANCEL: 'cancelled' },
    },
    paying: {
      invoke: { id: 'pay', src: 'pay', onDone: 'confirming', onError: { target: 'choosing', guard: 'canRetry' } },
    },
    confirming: {
      type: 'parallel',
      states: {
        ticket: { initial: 'issuing', states: { issuing: { on: { ISSUED: 'issued' } }, issued: { type: 'final' } } },
        mail: { initial: 'sending', states: { sending: { after: { 500: 'sent' } }, sent: { type: 'final' } } },
      },
      onDone: 'finished',
    },
    finished: { type: 'final', entry: 'notify' },
    cancelled: { type: 'final' },
  },
});
