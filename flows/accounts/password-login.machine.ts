import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Message } from '../../src/protocol/message';
import { refusalMessage } from '../../src/protocol/message-codes';
import { LOGIN_CLIENT_RTN, RTN_LOGIN_NO_PASSWORD_YET, sessionTokenOf, type SessionReply } from './account-replies';
import { missingActor } from '../shared/missing-implementation';
import { isLoginInputMissing } from './rules/account-input';
import { callFailureMessage } from '../shared/call-failure';
import { refused, replyGuard } from '../shared/call-answers';
import { signedInActions } from './signed-in';

/**
 * Log in with phone number and password (docs/rules.md#login-input, docs/rules.md#login-outcomes;
 * docs/accounts-api.md signIn).
 *
 * Effects are named here and implemented by the app with `.provide()`: actor `signIn`; actions
 * `loggedIn` (hand the token to the session machine: LOGIN_SUCCEEDED) and `openPasswordReset`.
 */

export interface PasswordLoginContext {
  phone: string;
  password: string;
  /** The session token once signed in (the reply's userId). */
  token: string | null;
  message: Message | null;
  /** The legacy client's result code (docs/rules.md#login-outcomes): 1 connection failed, 2 no password yet. */
  clientRtn: number | null;
}

export interface PasswordLoginInput {
  /** Prefills the phone number (e.g. the last one used). */
  phone?: string;
}

export type PasswordLoginEvent =
  /** The form, sent from editing or from the no-password-yet notice (the form stays live under it). */
  | { type: 'SUBMIT'; phone: string; password: string }
  /** From noPasswordYet: go and set a password by SMS. */
  | { type: 'RESET_PASSWORD' };

/**
 * SUBMIT: missing input stays on (or goes back to) the form with its message; otherwise signs in.
 * Written once for the form and for the no-password-yet notice above it.
 */
function submitTransitions() {
  return [
    {
      guard: 'inputMissing',
      target: 'editing',
      actions: [
        { type: 'storeCredentials', params: ({ event }: { event: { phone: string; password: string } }) => event },
        { type: 'showMessage', params: { message: messageOf('LOGIN_INPUT_MISSING') } },
      ],
    },
    {
      target: 'submitting',
      actions: [
        { type: 'storeCredentials', params: ({ event }: { event: { phone: string; password: string } }) => event },
        { type: 'showMessage', params: { message: null } },
      ],
    },
  ] as const;
}

export interface SignInInput {
  phone: string;
  password: string;
}

export interface PasswordLoginOutput {
  token: string | null;
}

export const passwordLoginMachine = setup({
  types: {
    context: {} as PasswordLoginContext,
    events: {} as PasswordLoginEvent,
    input: {} as PasswordLoginInput | undefined,
    output: {} as PasswordLoginOutput,
  },
  actors: {
    signIn: fromPromise<SessionReply, SignInInput>(missingActor('passwordLogin', 'signIn')),
  },
  actions: {
    // Effects: the app provides these; the defaults do nothing so a pure run (tests, diagrams) is safe.
    loggedIn: (_, _params: { token: string }) => {},
    openPasswordReset: (_, _params: { phone: string }) => {},
    // Context updates, named so diagrams and JSON show what each transition does.
    storeCredentials: assign((_, params: { phone: string; password: string }) => ({
      phone: params.phone,
      password: params.password,
    })),
    storeToken: assign((_, params: { token: string }) => ({
      token: params.token,
      password: '',
      message: null,
      clientRtn: null,
    })),
    showMessage: assign((_, params: { message: Message | null; clientRtn?: number }) => ({
      message: params.message,
      clientRtn: params.clientRtn ?? null,
    })),
  },
  guards: {
    inputMissing: ({ event }) => event.type === 'SUBMIT' && isLoginInputMissing(event.phone, event.password),
    signedIn: (_, params: { reply: SessionReply }) => sessionTokenOf(params.reply) !== null,
    // success false is the server's way of saying the phone number and password do not match.
    mismatch: (_, params: { reply: SessionReply }) => !params.reply.success,
    noPasswordYet: (_, params: { reply: SessionReply }) => params.reply.result.rtn === RTN_LOGIN_NO_PASSWORD_YET,
  },
}).createMachine({
  id: 'passwordLogin',
  description: 'Log in with phone number and password.',
  context: ({ input }) => ({ phone: input?.phone ?? '', password: '', token: null, message: null, clientRtn: null }),
  initial: 'editing',
  output: ({ context }) => ({ token: context.token }),
  states: {
    editing: {
      description: 'The form; shows the last message.',
      on: { SUBMIT: submitTransitions() },
    },
    submitting: {
      description: 'Signs in.',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ phone: context.phone, password: context.password }),
        onDone: [
          {
            guard: replyGuard('signedIn'),
            target: 'succeeded',
            actions: signedInActions(),
          },
          {
            guard: replyGuard('noPasswordYet'),
            target: 'noPasswordYet',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({
                message: refusalMessage(event.output.result, 'NO_PASSWORD_YET'),
                clientRtn: LOGIN_CLIENT_RTN.noPasswordYet,
              }),
            },
          },
          {
            guard: replyGuard('mismatch'),
            target: 'editing',
            actions: { type: 'showMessage', params: { message: messageOf('LOGIN_MISMATCH') } },
          },
          refused('editing', 'OPERATION_FAILED'),
        ],
        onError: {
          target: 'editing',
          actions: {
            type: 'showMessage',
            params: ({ event }) => ({
              message: callFailureMessage(event.error),
              clientRtn: LOGIN_CLIENT_RTN.connectionFailed,
            }),
          },
        },
      },
    },
    noPasswordYet: {
      description:
        'rtn -821009: the account has no password; shows why, offers a password reset, and keeps the form live.',
      on: {
        RESET_PASSWORD: {
          target: 'leftForPasswordReset',
          actions: { type: 'openPasswordReset', params: ({ context }) => ({ phone: context.phone }) },
        },
        SUBMIT: submitTransitions(),
      },
    },
    leftForPasswordReset: {
      description: 'The user went on to reset the password.',
      type: 'final',
    },
    succeeded: {
      description: 'Signed in; loggedIn has handed the token to the session.',
      type: 'final',
    },
  },
});

export type PasswordLoginMachine = typeof passwordLoginMachine;
