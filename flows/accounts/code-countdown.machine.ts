import { assign, sendParent, setup } from 'xstate';

/**
 * The resend countdown of an SMS code (docs/rules.md#code-resend: 120 s), shared by SMS login,
 * sign-up and password reset. A parent invokes it with the seconds to count (the server's
 * resendAfterSeconds, or retryAfterSeconds after 'Please wait n seconds'); every second it sends
 * the parent `TICK` with the seconds left, and it finishes (done) at 0. The parent allows RESEND
 * from then on.
 */

/** One tick a second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CodeCountdownInput {
  seconds: number;
}

export interface CodeCountdownContext {
  secondsLeft: number;
}

/** What the parent receives each second. */
export interface CountdownTickEvent {
  type: 'TICK';
  secondsLeft: number;
}

export const codeCountdownMachine = setup({
  types: {
    context: {} as CodeCountdownContext,
    input: {} as CodeCountdownInput,
  },
  actions: {
    countOneSecond: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    // Replaced by a no-op when the machine runs on its own (tests, diagrams): it has no parent then.
    reportSecondsLeft: sendParent(({ context }): CountdownTickEvent => ({
      type: 'TICK',
      secondsLeft: context.secondsLeft,
    })),
  },
  guards: {
    timeIsUp: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'codeCountdown',
  description: 'Resend countdown of an SMS code: ticks every second, done at 0.',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.ceil(input.seconds)) }),
  initial: 'running',
  states: {
    running: {
      description: 'Counting down; the parent refuses RESEND meanwhile.',
      always: { guard: 'timeIsUp', target: 'finished' },
      after: {
        [COUNTDOWN_TICK_MS]: { target: 'running', reenter: true, actions: ['countOneSecond', 'reportSecondsLeft'] },
      },
    },
    finished: {
      description: 'At 0: another code may be requested.',
      type: 'final',
    },
  },
});

export type CodeCountdownMachine = typeof codeCountdownMachine;
