import { assign, fromPromise, setup } from 'xstate';
import type { Message } from '../../src/protocol/message';
import { sessionTokenOf, type CodeRequestReply, type SessionReply } from './account-replies';
import { codeCountdownMachine, type CountdownTickEvent } from './code-countdown.machine';
import {
  codeStepActions,
  codeStepGuards,
  type CodeStepContext,
  type CodeStepEvent,
  type RequestCodeInput,
} from './code-step';
import { codeSentState, requestingCodeState, submitPhoneTransitions } from './code-step-states';
import { missingActor } from '../shared/missing-implementation';
import { isPhoneMissing } from './rules/account-input';
import { signedInActions } from './signed-in';

export type { RequestCodeInput } from './code-step';

/**
 * Log in with a code sent by SMS (docs/rules.md#verification-code; docs/accounts-api.md getUserIdentifyCode
 * purpose login, loginbysms). Offered when the site enables it (smsLogin 1).
 *
 * Effects are named here and implemented by the app with `.provide()`: actors `requestCode`,
 * `loginBySms`; action `loggedIn` (hand the token to the session machine: LOGIN_SUCCEEDED).
 * The resend countdown is the child machine `codeCountdown` (code-countdown.machine.ts).
 */

export interface SmsLoginContext extends CodeStepContext {
  token: string | null;
  message: Message | null;
}

export interface SmsLoginInput {
  phone?: string;
}

export type SmsLoginEvent =
  | { type: 'SEND_CODE'; phone: string }
  | CodeStepEvent
  /** From the countdown child, every second. */
  | CountdownTickEvent;

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
    ...codeStepActions<SmsLoginContext, SmsLoginEvent>(),
    storeToken: assign((_, params: { token: string }) => ({ token: params.token, message: null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    ...codeStepGuards,
    phoneMissing: (_, params: { phone: string }) => isPhoneMissing(params.phone),
  },
}).createMachine({
  id: 'smsLogin',
  description: 'Log in with a code sent by SMS, with a 120 s resend countdown.',
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    code: '',
    resendIn: 0,
    resending: false,
    token: null,
    message: null,
  }),
  initial: 'enterPhone',
  output: ({ context }) => ({ token: context.token }),
  states: {
    enterPhone: {
      description: 'The phone number form.',
      on: { SEND_CODE: submitPhoneTransitions('requestingCode') },
    },
    requestingCode: requestingCodeState({
      description: 'Asks the server to send a login code.',
      purpose: 'login',
      phoneState: 'enterPhone',
    }),
    codeSent: codeSentState({
      machineId: 'smsLogin',
      description: 'A code is on its way: the countdown to the next resend runs beside the code form.',
      phoneState: 'enterPhone',
      verifying: {
        description: 'Signs in with the code.',
        actor: 'loginBySms',
        input: ({ context }) => ({ phone: context.phone, code: context.code }),
        accepted: {
          guard: {
            type: 'codeAccepted',
            params: ({ event }: { event: { output: SessionReply } }) => ({
              reply: event.output,
              proof: sessionTokenOf(event.output),
            }),
          },
          target: '#smsLogin.succeeded',
          actions: signedInActions(),
        },
      },
    }),
    succeeded: {
      description: 'Signed in; loggedIn has handed the token to the session.',
      type: 'final',
    },
  },
});

export type SmsLoginMachine = typeof smsLoginMachine;
