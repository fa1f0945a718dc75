import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type FlowMessage } from './account-messages';
import { sessionTokenOf, type CodePurpose, type CodeRequestReply, type SessionReply } from './account-replies';
import { codeCountdownMachine, type CountdownTickEvent } from './code-countdown.machine';
import { codeCheckMessage, codeRequestMessage, codeStepGuards, countdownAfter, type CodeStepContext } from './code-step';
import { missingActor } from './missing-implementation';
import { isPhoneMissing } from './rules/account-input';

/**
 * Log in with a code sent by SMS (spec sections 4, 5, 9; docs/accounts-api.md getUserIdentifyCode
 * purpose login, loginbysms). Offered when the site enables it (smsLogin 1).
 *
 * Effects are named here and implemented by the app with `.provide()`: actors `requestCode`,
 * `loginBySms`; action `loggedIn` (hand the token to the session machine: LOGIN_SUCCEEDED).
 * The resend countdown is the child machine `codeCountdown` (code-countdown.machine.ts).
 */

export interface SmsLoginContext extends CodeStepContext {
  token: string | null;
  message: FlowMessage | null;
}

export interface SmsLoginInput {
  phone?: string;
}

export type SmsLoginEvent =
  | { type: 'SEND_CODE'; phone: string }
  | { type: 'SUBMIT_CODE'; code: string }
  /** Another code; allowed once the countdown is at 0. */
  | { type: 'RESEND' }
  | { type: 'CHANGE_PHONE' }
  /** From the countdown child, every second. */
  | CountdownTickEvent;

export interface RequestCodeInput {
  phone: string;
  purpose: CodePurpose;
}

export interface LoginBySmsInput {
  phone: string;
  code: string;
}

export interface SmsLoginOutput {
  token: string | null;
}

export const smsLoginMachine = setup({
  types: {
    context: {} as SmsLoginContext,
    events: {} as SmsLoginEvent,
    input: {} as SmsLoginInput | undefined,
    output: {} as SmsLoginOutput,
  },
  actors: {
    requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(missingActor('smsLogin', 'requestCode')),
    loginBySms: fromPromise<SessionReply, LoginBySmsInput>(missingActor('smsLogin', 'loginBySms')),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    // Effect: the app provides it; the default does nothing so a pure run (tests, diagrams) is safe.
    loggedIn: (_, _params: { token: string }) => {},
    // Context updates, named so diagrams and JSON show what each transition does.
    storePhone: assign((_, params: { phone: string }) => ({ phone: params.phone })),
    storeCode: assign((_, params: { code: string }) => ({ code: params.code })),
    startCountdown: assign((_, params: { seconds: number }) => ({ resendIn: params.seconds, code: '' })),
    setResendIn: assign((_, params: { seconds: number }) => ({ resendIn: params.seconds })),
    storeToken: assign((_, params: { token: string }) => ({ token: params.token, message: null })),
    showMessage: assign((_, params: { message: FlowMessage | null }) => ({ message: params.message })),
  },
  guards: {
    ...codeStepGuards,
    phoneMissing: (_, params: { phone: string }) => isPhoneMissing(params.phone),
  },
}).createMachine({
  id: 'smsLogin',
  description: 'Log in with a code sent by SMS, with a 120 s resend countdown (spec sections 4, 5, 9).',
  context: ({ input }) => ({ phone: input?.phone ?? '', code: '', resendIn: 0, token: null, message: null }),
  initial: 'enterPhone',
  output: ({ context }) => ({ token: context.token }),
  states: {
    enterPhone: {
      description: 'The phone number form.',
      on: {
        SEND_CODE: [
          {
            guard: { type: 'phoneMissing', params: ({ event }) => ({ phone: event.phone }) },
            actions: [
              { type: 'storePhone', params: ({ event }) => ({ phone: event.phone }) },
              { type: 'showMessage', params: { message: messageOf('validation.phoneMissing') } },
            ],
          },
          {
            target: 'requestingCode',
            actions: [
              { type: 'storePhone', params: ({ event }) => ({ phone: event.phone }) },
              { type: 'showMessage', params: { message: null } },
            ],
          },
        ],
      },
    },
    requestingCode: {
      description: 'Asks the server to send a login code.',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ phone: context.phone, purpose: 'login' as const }),
        onDone: [
          {
            guard: { type: 'codeRequested', params: ({ event }) => ({ reply: event.output }) },
            target: 'codeSent',
            actions: [
              { type: 'startCountdown', params: ({ event }) => ({ seconds: countdownAfter(event.output) }) },
              { type: 'showMessage', params: { message: null } },
            ],
          },
          {
            // 'Please wait n seconds': a code sent earlier is still valid; count down from the server's n.
            guard: { type: 'mustWaitForResend', params: ({ event }) => ({ reply: event.output }) },
            target: 'codeSent',
            actions: [
              { type: 'startCountdown', params: ({ event }) => ({ seconds: countdownAfter(event.output) }) },
              { type: 'showMessage', params: ({ event }) => ({ message: codeRequestMessage(event.output) }) },
            ],
          },
          {
            target: 'enterPhone',
            actions: { type: 'showMessage', params: ({ event }) => ({ message: codeRequestMessage(event.output) }) },
          },
        ],
        onError: {
          target: 'enterPhone',
          actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } },
        },
      },
    },
    codeSent: {
      description: 'A code is on its way: the countdown to the next resend runs beside the code form.',
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
                input: ({ context }) => ({ seconds: context.resendIn }),
                onDone: { target: 'available', actions: { type: 'setResendIn', params: { seconds: 0 } } },
              },
              on: {
                TICK: { actions: { type: 'setResendIn', params: ({ event }) => ({ seconds: event.secondsLeft }) } },
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
                    guard: { type: 'codeFormatInvalid', params: ({ event }) => ({ code: event.code }) },
                    actions: [
                      { type: 'storeCode', params: ({ event }) => ({ code: event.code }) },
                      { type: 'showMessage', params: { message: messageOf('validation.codeFormat') } },
                    ],
                  },
                  {
                    target: 'verifying',
                    actions: [
                      { type: 'storeCode', params: ({ event }) => ({ code: event.code }) },
                      { type: 'showMessage', params: { message: null } },
                    ],
                  },
                ],
                RESEND: { guard: 'resendAllowed', target: '#smsLogin.requestingCode' },
                CHANGE_PHONE: { target: '#smsLogin.enterPhone' },
              },
            },
            verifying: {
              description: 'Signs in with the code.',
              invoke: {
                id: 'loginBySms',
                src: 'loginBySms',
                input: ({ context }) => ({ phone: context.phone, code: context.code }),
                onDone: [
                  {
                    guard: {
                      type: 'codeAccepted',
                      params: ({ event }) => ({ reply: event.output, proof: sessionTokenOf(event.output) }),
                    },
                    target: '#smsLogin.succeeded',
                    actions: [
                      { type: 'storeToken', params: ({ event }) => ({ token: sessionTokenOf(event.output) ?? '' }) },
                      { type: 'loggedIn', params: ({ event }) => ({ token: sessionTokenOf(event.output) ?? '' }) },
                    ],
                  },
                  {
                    guard: { type: 'codeWrongTryAgain', params: ({ event }) => ({ reply: event.output }) },
                    target: 'enteringCode',
                    actions: { type: 'showMessage', params: ({ event }) => ({ message: codeCheckMessage(event.output) }) },
                  },
                  {
                    target: 'newCodeNeeded',
                    actions: { type: 'showMessage', params: ({ event }) => ({ message: codeCheckMessage(event.output) }) },
                  },
                ],
                onError: {
                  target: 'enteringCode',
                  actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } },
                },
              },
            },
            newCodeNeeded: {
              description: 'The code is dead (expired, used up or too many wrong tries): only a new one helps.',
              on: {
                RESEND: { guard: 'resendAllowed', target: '#smsLogin.requestingCode' },
                CHANGE_PHONE: { target: '#smsLogin.enterPhone' },
              },
            },
          },
        },
      },
    },
    succeeded: {
      description: 'Signed in; loggedIn has handed the token to the session.',
      type: 'final',
    },
  },
});

export type SmsLoginMachine = typeof smsLoginMachine;
