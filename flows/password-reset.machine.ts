import { assign, fromPromise, setup } from 'xstate';
import { messageOf, refusalMessage, type FlowMessage } from './account-messages';
import {
  isAccepted,
  verificationTokenOf,
  type CodeCheckReply,
  type CodePurpose,
  type CodeRequestReply,
  type PlainReply,
} from './account-replies';
import { codeCountdownMachine, type CountdownTickEvent } from './code-countdown.machine';
import { codeCheckMessage, codeRequestMessage, codeStepGuards, countdownAfter, type CodeStepContext } from './code-step';
import { missingActor } from './missing-implementation';
import { hasErrors, newPasswordErrors, newPasswordGuards, type NewPasswordErrors, type NewPasswordFields } from './new-password-step';
import { isPhoneMissing } from './rules/account-input';

/**
 * Reset a forgotten password by SMS (spec sections 5, 8, 9; docs/accounts-api.md
 * getUserIdentifyCode purpose reset, checkUserIdentifyCode, resetPwd). The server answers the code
 * request the same whether or not the number is registered, so this flow cannot tell either.
 *
 * Effects are named here and implemented by the app with `.provide()`: actors `requestCode`,
 * `verifyCode`, `resetPassword`. The resend countdown is the child machine `codeCountdown`.
 */

export interface PasswordResetContext extends CodeStepContext {
  /** Proof of the verified phone number, for resetPwd (single use, 15 minutes). */
  verificationToken: string | null;
  passwords: NewPasswordFields;
  fieldErrors: NewPasswordErrors;
  /** The user chose 'use anyway' for a weak password. */
  acceptWeakPassword: boolean;
  message: FlowMessage | null;
}

export interface PasswordResetInput {
  phone?: string;
}

export type PasswordResetEvent =
  | { type: 'SUBMIT_PHONE'; phone: string }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_PHONE' }
  | CountdownTickEvent
  | ({ type: 'SUBMIT_PASSWORD' } & NewPasswordFields)
  /** Weak password warning: keep it. */
  | { type: 'USE_ANYWAY' }
  /** Back to the new password form (from the warning or a failure). */
  | { type: 'EDIT' }
  /** After a failure: send the same password again. */
  | { type: 'RETRY' }
  /** After a failure: verify the phone number again (e.g. the verification expired). */
  | { type: 'START_OVER' };

export interface RequestCodeInput {
  phone: string;
  purpose: CodePurpose;
}

export interface VerifyCodeInput {
  phone: string;
  purpose: CodePurpose;
  code: string;
}

export interface ResetPasswordInput {
  verificationToken: string;
  newPassword: string;
  acceptWeakPassword: boolean;
}

const NO_PASSWORDS: NewPasswordFields = { newPassword: '', confirmPassword: '' };

function resetInput(context: PasswordResetContext): ResetPasswordInput {
  if (context.verificationToken === null) {
    // Only reachable if the machine definition is changed so resetPwd runs before the code step.
    throw new Error('password reset machine: resetPwd without a verification token');
  }
  return {
    verificationToken: context.verificationToken,
    newPassword: context.passwords.newPassword,
    acceptWeakPassword: context.acceptWeakPassword,
  };
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput | undefined,
  },
  actors: {
    requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(missingActor('passwordReset', 'requestCode')),
    verifyCode: fromPromise<CodeCheckReply, VerifyCodeInput>(missingActor('passwordReset', 'verifyCode')),
    resetPassword: fromPromise<PlainReply, ResetPasswordInput>(missingActor('passwordReset', 'resetPassword')),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    // Context updates, named so diagrams and JSON show what each transition does.
    storePhone: assign((_, params: { phone: string }) => ({ phone: params.phone })),
    storeCode: assign((_, params: { code: string }) => ({ code: params.code })),
    startCountdown: assign((_, params: { seconds: number }) => ({ resendIn: params.seconds, code: '' })),
    setResendIn: assign((_, params: { seconds: number }) => ({ resendIn: params.seconds })),
    // The code is used up once verified, and its countdown no longer matters.
    storeVerification: assign((_, params: { verificationToken: string | null }) => ({
      verificationToken: params.verificationToken,
      code: '',
      resendIn: 0,
    })),
    storePasswords: assign((_, params: NewPasswordFields) => ({
      passwords: { newPassword: params.newPassword, confirmPassword: params.confirmPassword },
      fieldErrors: newPasswordErrors(params),
      acceptWeakPassword: false,
    })),
    acceptWeakPassword: assign({ acceptWeakPassword: true }),
    forgetPasswords: assign({ passwords: NO_PASSWORDS, verificationToken: null }),
    showMessage: assign((_, params: { message: FlowMessage | null }) => ({ message: params.message })),
  },
  guards: {
    ...codeStepGuards,
    ...newPasswordGuards,
    phoneMissing: (_, params: { phone: string }) => isPhoneMissing(params.phone),
    passwordsInvalid: (_, params: NewPasswordFields) => hasErrors(newPasswordErrors(params)),
    passwordReset: (_, params: { reply: PlainReply }) => isAccepted(params.reply),
  },
}).createMachine({
  id: 'passwordReset',
  description: 'Reset a forgotten password: phone number verified by SMS, then a new password (spec sections 5, 8, 9).',
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    code: '',
    resendIn: 0,
    verificationToken: null,
    passwords: NO_PASSWORDS,
    fieldErrors: {},
    acceptWeakPassword: false,
    message: null,
  }),
  initial: 'phone',
  states: {
    phone: {
      description: 'The phone number form.',
      on: {
        SUBMIT_PHONE: [
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
      description: 'Asks the server to send a reset code (same answer whether or not the number is registered).',
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ phone: context.phone, purpose: 'reset' as const }),
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
            target: 'phone',
            actions: { type: 'showMessage', params: ({ event }) => ({ message: codeRequestMessage(event.output) }) },
          },
        ],
        onError: {
          target: 'phone',
          actions: { type: 'showMessage', params: { message: messageOf('CONNECTION_FAILED') } },
        },
      },
    },
    codeSent: {
      description: 'A code is on its way (if the number is registered): the resend countdown runs beside the code form.',
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
                RESEND: { guard: 'resendAllowed', target: '#passwordReset.requestingCode' },
                CHANGE_PHONE: { target: '#passwordReset.phone' },
              },
            },
            verifying: {
              description: 'Exchanges the code for a verification token.',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ phone: context.phone, purpose: 'reset' as const, code: context.code }),
                onDone: [
                  {
                    guard: {
                      type: 'codeAccepted',
                      params: ({ event }) => ({ reply: event.output, proof: verificationTokenOf(event.output) }),
                    },
                    target: '#passwordReset.newPassword',
                    actions: [
                      { type: 'storeVerification', params: ({ event }) => ({ verificationToken: verificationTokenOf(event.output) }) },
                      { type: 'showMessage', params: { message: null } },
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
                RESEND: { guard: 'resendAllowed', target: '#passwordReset.requestingCode' },
                CHANGE_PHONE: { target: '#passwordReset.phone' },
              },
            },
          },
        },
      },
    },
    newPassword: {
      description: 'The new password, twice.',
      on: {
        SUBMIT_PASSWORD: [
          {
            guard: { type: 'passwordsInvalid', params: ({ event }) => event },
            actions: [
              { type: 'storePasswords', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
          {
            guard: { type: 'weakPassword', params: ({ event }) => ({ password: event.newPassword }) },
            target: 'weakPasswordWarning',
            actions: [
              { type: 'storePasswords', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
          {
            target: 'submitting',
            actions: [
              { type: 'storePasswords', params: ({ event }) => event },
              { type: 'showMessage', params: { message: null } },
            ],
          },
        ],
      },
    },
    weakPasswordWarning: {
      description: 'The password is weak (score 0): use it anyway, or edit it.',
      on: {
        USE_ANYWAY: { target: 'submitting', actions: 'acceptWeakPassword' },
        EDIT: { target: 'newPassword' },
      },
    },
    submitting: {
      description: 'Sets the new password (unlocks the account and signs out all its sessions).',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => resetInput(context),
        onDone: [
          {
            guard: { type: 'passwordReset', params: ({ event }) => ({ reply: event.output }) },
            target: 'done',
            actions: 'forgetPasswords',
          },
          {
            guard: { type: 'refusedAsWeak', params: ({ event }) => ({ reply: event.output }) },
            target: 'weakPasswordWarning',
          },
          {
            target: 'failed',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({ message: refusalMessage(event.output.result, 'PASSWORD_RESET_FAILED') }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showMessage', params: { message: messageOf('PASSWORD_RESET_FAILED') } },
        },
      },
    },
    failed: {
      description: "Shows the server's reason or 'Failed to reset the password'; retry, edit, or verify the phone again.",
      on: {
        RETRY: { target: 'submitting', actions: { type: 'showMessage', params: { message: null } } },
        EDIT: { target: 'newPassword', actions: { type: 'showMessage', params: { message: null } } },
        START_OVER: {
          target: 'phone',
          actions: ['forgetPasswords', { type: 'showMessage', params: { message: null } }],
        },
      },
    },
    done: {
      description: 'The password is reset; the user logs in with it.',
      type: 'final',
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
