import { assign, fromPromise, setup } from 'xstate';
import { type Message } from '../../src/protocol/message';
import { isAccepted, type PlainReply } from './account-replies';
import { missingActor } from '../shared/missing-implementation';
import { isPasswordMissing } from './rules/account-input';
import { refusedAsWeakTransition, submitNewPasswordTransitions, weakPasswordWarningState } from './new-password-states';
import {
  hasErrors,
  newPasswordErrors,
  newPasswordGuards,
  type NewPasswordErrors,
  type NewPasswordFields,
} from './new-password-step';
import { callFailedWith, refused, replyGuard } from '../shared/call-answers';

/**
 * Change the password of the signed-in account (docs/rules.md#password-length; docs/accounts-api.md
 * changePwd). The server signs out the account's other sessions; this one stays.
 *
 * Effects are named here and implemented by the app with `.provide()`: actor `changePassword`;
 * action `passwordChanged` (tell the user, close the form).
 */

export interface PasswordChangeFields extends NewPasswordFields {
  oldPassword: string;
}

export type PasswordChangeErrors = NewPasswordErrors & { oldPassword?: 'OLD_PASSWORD_MISSING' };

export interface PasswordChangeContext {
  passwords: PasswordChangeFields;
  fieldErrors: PasswordChangeErrors;
  /** The user chose 'use anyway' for a weak password. */
  acceptWeakPassword: boolean;
  message: Message | null;
}

export type PasswordChangeEvent =
  | ({ type: 'SUBMIT' } & PasswordChangeFields)
  /** Weak password warning: keep it. */
  | { type: 'USE_ANYWAY' }
  /** Weak password warning: back to the form. */
  | { type: 'EDIT' };

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  acceptWeakPassword: boolean;
}

const NO_PASSWORDS: PasswordChangeFields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Every field's problem; an empty object when the change can be sent (weakness aside). */
export function passwordChangeErrors(fields: PasswordChangeFields): PasswordChangeErrors {
  const errors: PasswordChangeErrors = newPasswordErrors(fields);
  return isPasswordMissing(fields.oldPassword) ? { oldPassword: 'OLD_PASSWORD_MISSING', ...errors } : errors;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: fromPromise<PlainReply, ChangePasswordInput>(missingActor('passwordChange', 'changePassword')),
  },
  actions: {
    // Effect: the app provides it; the default does nothing so a pure run (tests, diagrams) is safe.
    passwordChanged: () => {},
    // Context updates, named so diagrams and JSON show what each transition does.
    storePasswords: assign((_, params: PasswordChangeFields) => ({
      passwords: {
        oldPassword: params.oldPassword,
        newPassword: params.newPassword,
        confirmPassword: params.confirmPassword,
      },
      fieldErrors: passwordChangeErrors(params),
      acceptWeakPassword: false,
    })),
    acceptWeakPassword: assign({ acceptWeakPassword: true }),
    forgetPasswords: assign({ passwords: NO_PASSWORDS }),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    ...newPasswordGuards,
    passwordsInvalid: (_, params: PasswordChangeFields) => hasErrors(passwordChangeErrors(params)),
    changeAccepted: (_, params: { reply: PlainReply }) => isAccepted(params.reply),
  },
}).createMachine({
  id: 'passwordChange',
  description: 'Change the password of the signed-in account.',
  context: { passwords: NO_PASSWORDS, fieldErrors: {}, acceptWeakPassword: false, message: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Old password, new password, and the new one again.',
      on: {
        SUBMIT: submitNewPasswordTransitions({
          invalidGuard: 'passwordsInvalid',
          storeAction: 'storePasswords',
          fields: (event: PasswordChangeFields) => event,
          password: (event) => event.newPassword,
        }),
      },
    },
    weakPasswordWarning: weakPasswordWarningState(
      'The new password is weak (score 0): use it anyway, or edit it.',
      'editing',
    ),
    submitting: {
      description: 'Changes the password (the account’s other sessions are signed out).',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.passwords.oldPassword,
          newPassword: context.passwords.newPassword,
          acceptWeakPassword: context.acceptWeakPassword,
        }),
        onDone: [
          {
            guard: replyGuard('changeAccepted'),
            target: 'done',
            actions: ['forgetPasswords', 'passwordChanged'],
          },
          refusedAsWeakTransition,
          // e.g. 'Old password is not correct'.
          refused('editing', 'OPERATION_FAILED'),
        ],
        onError: callFailedWith('editing', 'OPERATION_FAILED'),
      },
    },
    done: {
      description: 'The password is changed.',
      type: 'final',
    },
  },
});

export type PasswordChangeMachine = typeof passwordChangeMachine;
