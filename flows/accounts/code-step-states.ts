import { messageOf } from '../../src/protocol/message';
import {
  verificationTokenOf,
  type CodeCheckReply,
  type CodePurpose,
  type CodeRequestReply,
  type ServerReply,
} from './account-replies';
import type { CountdownTickEvent } from './code-countdown.machine';
import { codeCheckMessage, codeRequestMessage, countdownAfter, type CodeStepContext } from './code-step';
import { callFailed } from '../shared/call-answers';

/**
 * The state configs of the SMS-code step (code-step.ts has its rules), written once for SMS login,
 * sign-up and password reset. XState configs are plain objects, so these return the object each
 * machine places under its own state names. They name actions and guards only; every machine using
 * them defines in its setup(): actors `requestCode`, `codeCountdown` and its code check; actions
 * `codeStepActions()` (code-step.ts) and `showMessage`; guards `phoneMissing` and `codeStepGuards`.
 * setup() checks those names where a machine uses these configs.
 *
 * The configs are `as const` so the action, guard and actor names stay literal for that check.
 */

interface ContextArgs {
  context: CodeStepContext;
}

interface DoneArgs<TReply> {
  event: { output: TReply };
}

type CodeCheckReplyShape = ServerReply<{ attemptsLeft?: number }>;

/** Transitions of the phone form's submit event: a missing number stays with a message; else on to `next`. */
export function submitPhoneTransitions<const TNext extends string>(next: TNext) {
  return [
    {
      guard: { type: 'phoneMissing', params: ({ event }: { event: { phone: string } }) => ({ phone: event.phone }) },
      actions: [
        { type: 'storePhone', params: ({ event }: { event: { phone: string } }) => ({ phone: event.phone }) },
        { type: 'showMessage', params: { message: messageOf('PHONE_MISSING') } },
      ],
    },
    {
      target: next,
      actions: [
        { type: 'storePhone', params: ({ event }: { event: { phone: string } }) => ({ phone: event.phone }) },
        { type: 'showMessage', params: { message: null } },
      ],
    },
  ] as const;
}

export interface RequestingCodeOptions<TPhoneState extends string> {
  description: string;
  purpose: CodePurpose;
  /** The phone form, where a refused or failed request goes back to. */
  phoneState: TPhoneState;
}

/** Asks for a code (actor `requestCode`); sent or 'please wait' both lead to `codeSent`. */
export function requestingCodeState<const TPhoneState extends string>(options: RequestingCodeOptions<TPhoneState>) {
  const { description, purpose, phoneState } = options;
  return {
    description,
    invoke: {
      id: 'requestCode',
      src: 'requestCode',
      input: ({ context }: ContextArgs) => ({ phone: context.phone, purpose }),
      onDone: [
        {
          guard: {
            type: 'codeRequested',
            params: ({ event }: DoneArgs<CodeRequestReply>) => ({ reply: event.output }),
          },
          target: 'codeSent',
          actions: [
            {
              type: 'startCountdown',
              params: ({ event }: DoneArgs<CodeRequestReply>) => ({ seconds: countdownAfter(event.output) }),
            },
            { type: 'showMessage', params: { message: null } },
          ],
        },
        {
          // 'Please wait n seconds': a code sent earlier is still valid; count down from the server's n.
          guard: {
            type: 'mustWaitForResend',
            params: ({ event }: DoneArgs<CodeRequestReply>) => ({ reply: event.output }),
          },
          target: 'codeSent',
          actions: [
            {
              type: 'startCountdown',
              params: ({ event }: DoneArgs<CodeRequestReply>) => ({ seconds: countdownAfter(event.output) }),
            },
            {
              type: 'showMessage',
              params: ({ event }: DoneArgs<CodeRequestReply>) => ({ message: codeRequestMessage(event.output) }),
            },
          ],
        },
        {
          target: phoneState,
          actions: {
            type: 'showMessage',
            params: ({ event }: DoneArgs<CodeRequestReply>) => ({ message: codeRequestMessage(event.output) }),
          },
        },
      ],
      onError: callFailed(phoneState),
    },
  } as const;
}

export interface CodeSentOptions<TActor extends string, TInput, TAccepted> {
  /** The machine's id, for the targets outside codeSent. */
  machineId: string;
  description: string;
  /** The phone form (CHANGE_PHONE). */
  phoneState: string;
  /** The code check: the actor's name (also the invoke id), what it is given, and where an accepted code leads. */
  verifying: {
    description: string;
    actor: TActor;
    input: (args: ContextArgs) => TInput;
    /** Guarded by `codeAccepted`; the machine supplies it because the proof and the next state differ. */
    accepted: TAccepted;
  };
}

/**
 * A code is on its way: the resend countdown (child `codeCountdown`, invoke id `countdown`) runs in
 * parallel with the code form, its check, and `newCodeNeeded` once the code is dead.
 */
export function codeSentState<const TActor extends string, TInput, const TAccepted>(
  options: CodeSentOptions<TActor, TInput, TAccepted>,
) {
  const { machineId, description, phoneState, verifying } = options;
  const requestAgain = `#${machineId}.requestingCode`;
  const changePhone = `#${machineId}.${phoneState}`;
  return {
    description,
    type: 'parallel',
    states: {
      resend: {
        initial: 'countingDown',
        states: {
          countingDown: {
            description: 'RESEND is refused until the countdown reaches 0.',
            invoke: {
              id: 'countdown',
              src: 'codeCountdown',
              input: ({ context }: ContextArgs) => ({ seconds: context.resendIn }),
              onDone: { target: 'available', actions: { type: 'setResendIn', params: { seconds: 0 } } },
            },
            on: {
              TICK: {
                actions: {
                  type: 'setResendIn',
                  params: ({ event }: { event: CountdownTickEvent }) => ({ seconds: event.secondsLeft }),
                },
              },
            },
          },
          available: {
            description: 'Another code may be requested.',
          },
        },
      },
      code: {
        initial: 'enteringCode',
        states: {
          enteringCode: {
            description: 'The code form.',
            on: {
              SUBMIT_CODE: [
                {
                  guard: {
                    type: 'codeFormatInvalid',
                    params: ({ event }: { event: { code: string } }) => ({ code: event.code }),
                  },
                  actions: [
                    { type: 'storeCode', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) },
                    { type: 'showMessage', params: { message: messageOf('CODE_FORMAT') } },
                  ],
                },
                {
                  target: 'verifying',
                  actions: [
                    { type: 'storeCode', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) },
                    { type: 'showMessage', params: { message: null } },
                  ],
                },
              ],
              RESEND: { guard: 'resendAllowed', target: requestAgain, actions: 'markResending' },
              CHANGE_PHONE: { target: changePhone },
            },
          },
          verifying: {
            description: verifying.description,
            invoke: {
              id: verifying.actor,
              src: verifying.actor,
              input: verifying.input,
              onDone: [
                verifying.accepted,
                {
                  guard: {
                    type: 'codeWrongTryAgain',
                    params: ({ event }: DoneArgs<CodeCheckReplyShape>) => ({ reply: event.output }),
                  },
                  target: 'enteringCode',
                  actions: {
                    type: 'showMessage',
                    params: ({ event }: DoneArgs<CodeCheckReplyShape>) => ({ message: codeCheckMessage(event.output) }),
                  },
                },
                {
                  target: 'newCodeNeeded',
                  actions: {
                    type: 'showMessage',
                    params: ({ event }: DoneArgs<CodeCheckReplyShape>) => ({ message: codeCheckMessage(event.output) }),
                  },
                },
              ],
              onError: callFailed('enteringCode'),
            },
          },
          newCodeNeeded: {
            description: 'The code is dead (expired, used up or too many wrong tries): only a new one helps.',
            on: {
              RESEND: { guard: 'resendAllowed', target: requestAgain, actions: 'markResending' },
              CHANGE_PHONE: { target: changePhone },
            },
          },
        },
      },
    },
  } as const;
}

/**
 * `verifying` for the flows whose code check returns a verification token (sign-up, password reset):
 * actor `verifyCode` for `purpose`, then on to `next` with the token kept.
 */
export function tokenCheck<const TNext extends string>(purpose: CodePurpose, next: TNext) {
  return {
    description: 'Exchanges the code for a verification token.',
    actor: 'verifyCode',
    input: ({ context }: ContextArgs) => ({ phone: context.phone, purpose, code: context.code }),
    accepted: verifiedTransition(next),
  } as const;
}

/**
 * `accepted` for the flows whose code check returns a verification token (sign-up, password reset):
 * keep the token (action `storeVerification`) and go on to `next`.
 */
export function verifiedTransition<const TNext extends string>(next: TNext) {
  return {
    guard: {
      type: 'codeAccepted',
      params: ({ event }: DoneArgs<CodeCheckReply>) => ({
        reply: event.output,
        proof: verificationTokenOf(event.output),
      }),
    },
    target: next,
    actions: [
      {
        type: 'storeVerification',
        params: ({ event }: DoneArgs<CodeCheckReply>) => ({ verificationToken: verificationTokenOf(event.output) }),
      },
      { type: 'showMessage', params: { message: null } },
    ],
  } as const;
}
