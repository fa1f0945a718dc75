import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Message } from '../../src/protocol/message';
import {
  isAccepted,
  sessionTokenOf,
  type CodeCheckReply,
  type CodeRequestReply,
  type PhoneCheckReply,
  type SessionReply,
} from './account-replies';
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
import { hasErrors, newPasswordGuards } from './new-password-step';
import { isPhoneMissing } from './rules/account-input';
import {
  normalisedSignupDetails,
  signupDetailsProblems,
  type SignupDetails,
  type SignupFieldErrors,
} from './rules/signup-details';
import { callFailed, callFailedWith, refused, replyGuard } from '../shared/call-answers';
import { signedInActions } from './signed-in';

export type { RequestCodeInput, VerifyCodeInput } from './code-step';

/**
 * Sign up (docs/rules.md#signup-fields; docs/accounts-api.md chkPhone, getUserIdentifyCode purpose
 * signup, checkUserIdentifyCode, register): verify the phone number by SMS, then the details; the
 * new account is signed in at once.
 *
 * Effects are named here and implemented by the app with `.provide()`: actors `checkPhone`,
 * `requestCode`, `verifyCode`, `register`; action `loggedIn` (hand the token to the session
 * machine: LOGIN_SUCCEEDED). The resend countdown is the child machine `codeCountdown`.
 * Tag `detailsStep` marks the states of the details step (what the view's stepper shows).
 */

export interface SignupContext extends CodeStepContext {
  /** Proof of the verified phone number, for register (single use, 15 minutes). */
  verificationToken: string | null;
  details: SignupDetails;
  fieldErrors: SignupFieldErrors;
  /** The user chose 'use anyway' for a weak password. */
  acceptWeakPassword: boolean;
  token: string | null;
  message: Message | null;
}

export interface SignupInput {
  phone?: string;
}

export type SignupEvent =
  | { type: 'SUBMIT_PHONE'; phone: string }
  | CodeStepEvent
  | CountdownTickEvent
  | { type: 'SUBMIT_DETAILS'; details: SignupDetails }
  /** Weak password warning: keep it. */
  | { type: 'USE_ANYWAY' }
  /** Weak password warning: back to the details form. */
  | { type: 'EDIT' }
  /** After a failure: send the same details again. */
  | { type: 'RETRY' }
  /** After a failure: verify the phone number again (e.g. the verification expired). */
  | { type: 'START_OVER' };

export interface CheckPhoneInput {
  phone: string;
}

/** The register request (schemas/api/account-register.request.json); optional fields are '' when not given. */
export interface RegisterInput extends SignupDetails {
  verificationToken: string;
  acceptTerms: true;
  acceptWeakPassword: boolean;
}

export interface SignupOutput {
  token: string | null;
}

export const EMPTY_SIGNUP_DETAILS: SignupDetails = {
  firstName: '',
  lastName: '',
  email: '',
  licensePlate: '',
  birthday: '',
  password: '',
  acceptTerms: false,
};

function registerInput(context: SignupContext): RegisterInput {
  if (context.verificationToken === null) {
    // Only reachable if the machine definition is changed so register runs before the code step.
    throw new Error('signup machine: register without a verification token');
  }
  return {
    ...normalisedSignupDetails(context.details),
    verificationToken: context.verificationToken,
    acceptTerms: true,
    acceptWeakPassword: context.acceptWeakPassword,
  };
}

/** SUBMIT_DETAILS, from the form or (sent again after a refusal) from `failed`: see submitNewPasswordTransitions. */
function submitDetailsTransitions<const TForm extends string>(formState?: TForm) {
  return submitNewPasswordTransitions({
    invalidGuard: 'detailsInvalid',
    storeAction: 'storeDetails',
    fields: (event: { details: SignupDetails }) => ({ details: event.details }),
    password: (event) => event.details.password,
    formState,
  });
}

export const signupMachine = setup({
  types: {
    tags: {} as 'detailsStep',
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput | undefined,
    output: {} as SignupOutput,
  },
  actors: {
    checkPhone: fromPromise<PhoneCheckReply, CheckPhoneInput>(missingActor('signup', 'checkPhone')),
    requestCode: fromPromise<CodeRequestReply, RequestCodeInput>(missingActor('signup', 'requestCode')),
    verifyCode: fromPromise<CodeCheckReply, VerifyCodeInput>(missingActor('signup', 'verifyCode')),
    register: fromPromise<SessionReply, RegisterInput>(missingActor('signup', 'register')),
    codeCountdown: codeCountdownMachine,
  },
  actions: {
    // Effect: the app provides it; the default does nothing so a pure run (tests, diagrams) is safe.
    loggedIn: (_, _params: { token: string }) => {},
    // Context updates, named so diagrams and JSON show what each transition does.
    ...codeStepActions<SignupContext, SignupEvent>(),
    ...verificationActions<SignupContext, SignupEvent>(),
    storeDetails: assign((_, params: { details: SignupDetails }) => ({
      details: params.details,
      fieldErrors: signupDetailsProblems(params.details),
      acceptWeakPassword: false,
    })),
    acceptWeakPassword: assign({ acceptWeakPassword: true }),
    storeToken: assign((_, params: { token: string }) => ({ token: params.token, message: null })),
    showMessage: assign((_, params: { message: Message | null }) => ({ message: params.message })),
  },
  guards: {
    ...codeStepGuards,
    ...newPasswordGuards,
    phoneMissing: (_, params: { phone: string }) => isPhoneMissing(params.phone),
    phoneRegistered: (_, params: { reply: PhoneCheckReply }) =>
      isAccepted(params.reply) && params.reply.result.registered === true,
    phoneFree: (_, params: { reply: PhoneCheckReply }) =>
      isAccepted(params.reply) && params.reply.result.registered === false,
    detailsInvalid: (_, params: { details: SignupDetails }) => hasErrors(signupDetailsProblems(params.details)),
    signedIn: (_, params: { reply: SessionReply }) => sessionTokenOf(params.reply) !== null,
  },
}).createMachine({
  id: 'signup',
  description: 'Sign up: phone number verified by SMS, then details; signed in at the end.',
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    code: '',
    resendIn: 0,
    resending: false,
    verificationToken: null,
    details: EMPTY_SIGNUP_DETAILS,
    fieldErrors: {},
    acceptWeakPassword: false,
    token: null,
    message: null,
  }),
  initial: 'phone',
  output: ({ context }) => ({ token: context.token }),
  states: {
    phone: {
      description: 'The phone number form.',
      on: { SUBMIT_PHONE: submitPhoneTransitions('checkingPhone') },
    },
    checkingPhone: {
      description: 'Is the number valid, and still free?',
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: [
          {
            guard: replyGuard('phoneFree'),
            target: 'requestingCode',
          },
          {
            guard: replyGuard('phoneRegistered'),
            target: 'phone',
            actions: { type: 'showMessage', params: { message: messageOf('PHONE_ALREADY_REGISTERED') } },
          },
          refused('phone', 'PHONE_VERIFY_FAILED'),
        ],
        onError: callFailed('phone'),
      },
    },
    requestingCode: requestingCodeState({
      description: 'Asks the server to send a sign-up code.',
      purpose: 'signup',
      phoneState: 'phone',
    }),
    codeSent: codeSentState({
      machineId: 'signup',
      description: 'A code is on its way: the countdown to the next resend runs beside the code form.',
      phoneState: 'phone',
      verifying: tokenCheck('signup', '#signup.details'),
    }),
    details: {
      description: 'Names, optional email, licence plate and birthday (for promotions only), password, terms.',
      tags: ['detailsStep'],
      on: { SUBMIT_DETAILS: submitDetailsTransitions() },
    },
    weakPasswordWarning: {
      ...weakPasswordWarningState('The password is weak (score 0): use it anyway, or edit it.', 'details'),
      tags: ['detailsStep'],
    },
    submitting: {
      description: 'Creates the account, which signs it in.',
      tags: ['detailsStep'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerInput(context),
        onDone: [
          {
            guard: replyGuard('signedIn'),
            target: 'succeeded',
            actions: signedInActions(),
          },
          refusedAsWeakTransition,
          refused('failed', 'SIGN_UP_FAILED'),
        ],
        onError: callFailedWith('failed', 'SIGN_UP_FAILED'),
      },
    },
    failed: {
      description:
        "Shows the server's reason or 'Failed to sign up'; retry, send the edited form, or verify the phone again.",
      tags: ['detailsStep'],
      on: {
        RETRY: { target: 'submitting', actions: { type: 'showMessage', params: { message: null } } },
        SUBMIT_DETAILS: submitDetailsTransitions('details'),
        START_OVER: {
          target: 'phone',
          actions: [
            { type: 'storeVerification', params: { verificationToken: null } },
            { type: 'showMessage', params: { message: null } },
          ],
        },
      },
    },
    succeeded: {
      description: 'Registered and signed in; loggedIn has handed the token to the session.',
      tags: ['detailsStep'],
      type: 'final',
    },
  },
});

export type SignupMachine = typeof signupMachine;
