import { assign, fromPromise, setup } from 'xstate';
import { type Message } from '../../src/protocol/message';
import { isAccepted, type CodeCheckReply, type CodeRequestReply, type PlainReply } from './account-replies';
import { codeCountdownMachine, type CountdownTickEvent } from './code-countdown.machine';
import {
  codeStepActions,
  codeStepGuards,
  verificationActions,
  type CodeStepContext,
  type CodeStepEvent,
  type RequestCodeInput,
  type VerifyCodeInput,
} from './code-step';
import { codeSentState, requestingCodeState, submitPhoneTransitions, tokenCheck } from './code-step-states';
import { missingActor } from '../shared/missing-implementation';
import { refusedAsWeakTransition, submitNewPasswordTransitions, weakPasswordWarningState } from './new-password-states';
import {
  hasErrors,
  newPasswordErrors,
  newPasswordGuards,
  type NewPasswordErrors,
  type NewPasswordFields,
} from './new-password-step';
import { isPhoneMissing } from './rules/account-input';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

export type { RequestCodeInput, VerifyCodeInput } from './code-step';

/**
 * Reset a forgotten password by SMS (docs/rules.md#verification-code; docs/accounts-api.md
 * getUserIdentifyCode purpose reset, checkUserIdentifyCode, resetPwd). The server answers the code
 * request the same whether or not the number is registered, so this flow cannot tell either.
 *
 * Effects are named here and implemented by the app with `.provide()`: actors `requestCode`,
 * `verifyCode`, `resetPassword`. The resend countdown is the child machine `codeCountdown`.
 * Tag `newPasswordStep` marks the states of the new-password step (what the view's stepper shows).
 */

export interface PasswordResetContext extends CodeStepContext {
  /** Proof of the verified phone number, for resetPwd (single use, 15 minutes). */
  verificationToken: string | null;
  passwords: NewPasswordFields;
  fieldErrors: NewPasswordErrors;
  /** The user chose 'use anyway' for a weak password. */
  acceptWeakPassword: boolean;
  message: Message | null;
}

export interface PasswordResetInput {
  phone?: string;
}

export type PasswordResetEvent =
  | { type: 'SUBMIT_PHONE'; phone: string }
  | CodeStepEvent
  | CountdownTickEvent
  | ({ type: 'SUBMIT_PASSWORD' } & NewPasswordFields)
  /** Weak password warning: keep it. */
  | { type: 'USE_ANYWAY' }
  /** Weak password warning: back to the new password form. */
  | { type: 'EDIT' }
  /** After a failure: send the same password again. */
  | { type: 'RETRY' }
  /** After a failure: verify the phone number again (e.g. the verification expired). */
  | { type: 'START_OVER' };

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

/** SUBMIT_PASSWORD, from the form or (sent again after a refusal) from `failed`: see submitNewPasswordTransitions. */
function submitPasswordTransitions<const TForm extends string>(formState?: TForm) {
  return submitNewPasswordTransitions({
    invalidGuard: 'passwordsInvalid',
    storeAction: 'storePasswords',
    fields: (event: NewPasswordFields) => event,
    password: (event) => event.newPassword,
    formState,
  });
}

export const passwordResetMachine = setup({
  types: {
    tags: {} as 'newPasswordStep',
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
    ...codeStepActions<PasswordResetContext, PasswordResetEvent>(),
    ...verificationActions<PasswordResetContext, PasswordResetEvent>(),
    storePasswords: assign((_, params: NewPasswordFields) => ({
      passwords: { newPassword: params.newPassword, confirmPassword: params.confirmPassword },
      fieldErrors: newPasswordErrors(params),
      acceptWeakPassword: false,
    })),
    acceptWeakPassword: assign({ acceptWeakPassword: true }),
    forgetPasswords: assign({ passwords: NO_PASSWORDS, verificationToken: null }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
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
  description: 'Reset a forgotten password: phone number verified by SMS, then a new password.',
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    code: '',
    resendIn: 0,
    resending: false,
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
      on: { SUBMIT_PHONE: submitPhoneTransitions('requestingCode') },
    },
    requestingCode: requestingCodeState({
      description: 'Asks the server to send a reset code (same answer whether or not the number is registered).',
      purpose: 'reset',
      phoneState: 'phone',
    }),
    codeSent: codeSentState({
      machineId: 'passwordReset',
      description:
        'A code is on its way (if the number is registered): the resend countdown runs beside the code form.',
      phoneState: 'phone',
      verifying: tokenCheck('reset', '#passwordReset.newPassword'),
    }),
    newPassword: {
      description: 'The new password, twice.',
      tags: ['newPasswordStep'],
      on: { SUBMIT_PASSWORD: submitPasswordTransitions() },
    },
    weakPasswordWarning: {
      ...weakPasswordWarningState('The password is weak (score 0): use it anyway, or edit it.', 'newPassword'),
      tags: ['newPasswordStep'],
    },
    submitting: {
      description: 'Sets the new password (unlocks the account and signs out all its sessions).',
      tags: ['newPasswordStep'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => resetInput(context),
        onDone: [
          {
            guard: replyGuard('passwordReset'),
            target: 'done',
            actions: 'forgetPasswords',
          },
          refusedAsWeakTransition,
          refused('failed', 'PASSWORD_RESET_FAILED'),
        ],
        onError: callFailedWith('failed', 'PASSWORD_RESET_FAILED'),
      },
    },
    failed: {
      description:
        "Shows the server's reason or 'Failed to reset the password'; retry, send the edited form, or verify the phone again.",
      tags: ['newPasswordStep'],
      on: {
        RETRY: { target: 'submitting', actions: { type: 'showMessage', params: { message: null } } },
        SUBMIT_PASSWORD: submitPasswordTransitions('newPassword'),
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
